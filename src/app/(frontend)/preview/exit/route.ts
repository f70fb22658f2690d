import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { PREVIEW_SCOPE_COOKIE, previewReturnPath } from '@/lib/preview/scope'

/**
 * Leaves draft mode and goes back to the published page it was left from (`?path=`, a path of
 * this site only; anything else leads to the front page).
 */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_SCOPE_COOKIE)
  redirect(previewReturnPath(new URL(request.url).searchParams.get('path')))
}
