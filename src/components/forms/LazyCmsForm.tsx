'use client'

import dynamic from 'next/dynamic'

/**
 * The site's form with its script (validation and form words included) in a chunk of its own,
 * which only pages that show a form download. next/dynamic is called here, in a client module:
 * called from the server component of the Form block, Turbopack listed that chunk among the
 * scripts of every page of the route (~27 kB gzip on `/`, which has no form).
 */
export const LazyCmsForm = dynamic(() => import('./CmsForm').then((m) => m.CmsForm))
