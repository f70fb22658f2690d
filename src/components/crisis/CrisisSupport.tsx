import { earlyCrisisShortcutsScript } from '@/lib/crisis/early-shortcuts'
import { toCrisisLine } from '@domain/crisis/lines'
import type { CrisisResource } from '@/payload-types'
import { CrisisSupportRoot } from './CrisisSupportRoot'

/**
 * Crisis support on every page: the layout passes the published resources (from
 * `getCrisisResources()`, which falls back to the built-in list), trimmed here to what the
 * browser needs. The inline script makes the shortcuts work before the bundle has loaded.
 */
export function CrisisSupport({ resources }: { resources: CrisisResource[] }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyCrisisShortcutsScript }} />
      <CrisisSupportRoot lines={resources.map(toCrisisLine)} />
    </>
  )
}
