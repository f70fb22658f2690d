import type { Locator, Page } from '@playwright/test'

/**
 * Opens a folded array row of Payload's edit view by its toggle, and waits until Payload has
 * stored the row's open state in the editor's preferences.
 *
 * Why the wait: Payload keeps which rows are folded in the document's preferences and saves a
 * toggle with a request of its own. The form-state answer to the next change is built from the
 * stored preferences, so a change typed before that save lands folds the row again (its
 * mergeServerFormState takes the server's `collapsed`). A person never types that fast; a test does.
 */
export async function openArrayRow(page: Page, toggle: Locator): Promise<void> {
  const saved = page.waitForResponse(
    (res) =>
      res.request().method() === 'POST' &&
      new URL(res.url()).pathname.startsWith('/api/payload-preferences/') &&
      res.ok(),
  )
  await toggle.click()
  await saved
}
