import { cookies, draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { isTeamMember } from '@domain/roles'
import { getPayloadClient } from '@/lib/cms'
import { PAGE_SLUG_PATTERN, pathForSlug } from '@domain/site'
import { DEFAULT_LOCALE, isLocale, toLocalePath } from '@domain/i18n/locales'
import { PREVIEW_SCOPE_COOKIE, previewScopeOf } from '@/lib/preview/scope'

/**
 * Live preview entry (the admin's preview frame opens /preview?slug=…, with `&locale=es` when
 * the admin edits the Spanish: then the /es page; a crisis line's Preview opens
 * /preview?view=crisis: /crisis with every line's latest draft). Draft mode is switched
 * on, for that document only (src/lib/preview/scope.ts), only for a signed-in team member, checked with the Payload session the request carries;
 * everyone else gets a 401 and never sees unpublished content.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const slug = params.get('slug') ?? 'home'
  const requested = params.get('locale')
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const crisis = params.get('view') === 'crisis'
  if (!crisis && !PAGE_SLUG_PATTERN.test(slug)) {
    return new Response('Invalid slug', { status: 400 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isTeamMember(user)) {
    return new Response('Sign in to the admin to preview drafts.', { status: 401 })
  }
  const path = crisis ? '/crisis' : pathForSlug(slug)
  ;(await draftMode()).enable()
  // Drafts of this document only: every other page stays as visitors see it.
  ;(await cookies()).set(PREVIEW_SCOPE_COOKIE, previewScopeOf(path), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  })
  redirect(toLocalePath(path, locale))
}
