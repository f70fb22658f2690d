import { expect, type Locator } from '@playwright/test'

/**
 * Opens a folded array row of Payload's edit view by its toggle until `content` (a field inside
 * the row) shows. The row names are in the server's HTML, so a test can press a toggle before
 * the edit view has hydrated, and that press does nothing; a press after a fold already opened
 * would close it again, so the toggle is pressed only while it says the row is folded.
 */
export async function openArrayRow(toggle: Locator, content: Locator): Promise<void> {
  await expect(async () => {
    if (await toggle.evaluate((el) => el.classList.contains('collapsible__toggle--collapsed')))
      await toggle.click()
    await expect(content).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}
