import { expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

/** A field of Payload's edit view by its path (`layout.0.image` → `#field-layout__0__image`). */
export const byPath = (page: Page, path: string): Locator =>
  page.locator(`#field-${path.replace(/\./g, '__')}`)

/** Waits for Payload's toast after a save. */
export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
}

/**
 * Uploads a new picture into an upload field as an editor does: "Create New" in the field opens
 * the media drawer, a PNG is chosen, its alt text written and saved; the field then shows it.
 */
export async function uploadNewPicture(
  page: Page,
  field: string,
  picture: { name: string; alt: string; background: string },
): Promise<void> {
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: picture.background },
  })
    .png()
    .toBuffer()
  await byPath(page, field).getByRole('button', { name: 'Create New' }).click()
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: `${picture.name}.png`, mimeType: 'image/png', buffer: png })
  await byPath(page, 'alt').last().fill(picture.alt)
  await page
    .getByRole('button', { name: /^Save$/ })
    .last()
    .click()
  await expect(byPath(page, field)).toContainText(picture.name, { timeout: 20_000 })
}
