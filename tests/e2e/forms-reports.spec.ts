import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'

/** The reports pages: every seeded report newest first with its PDF, and the annual ones alone. */
test('financial transparency lists the seeded reports newest first, with PDF downloads; annual reports only the annual ones', async ({
  page,
  request,
}) => {
  await page.goto('/financial-transparency')
  const list = page.getByRole('region', { name: 'Reports and filings' })
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Annual Report 2024 (summary)',
    'Annual Report 2023 (summary)',
    'Form 990 for 2023 (placeholder)',
  ])
  await expect(list.getByText('Form 990 · 2023')).toBeVisible()
  await expect(list.getByText('60,000+')).toBeVisible()

  const link = list.getByRole('link', {
    name: /^Download Annual Report 2024 \(summary\), PDF, [\d.]+ (KB|bytes)$/,
  })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const file = readFileSync((await download.path())!)
  expect(file.subarray(0, 5).toString()).toBe('%PDF-')
  expect(file.toString('latin1')).toContain('Annual Report 2024 \\(summary\\)')

  for (const href of await list
    .getByRole('link', { name: /^Download / })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const res = await request.get(href)
    expect(res.status(), href).toBe(200)
    expect(res.headers()['content-type']).toMatch(/application\/pdf/)
  }

  await page.goto('/annual-reports')
  const annual = page.getByRole('region', { name: 'Our annual reports' })
  await expect(annual.getByRole('heading', { level: 3 })).toHaveText([
    'Annual Report 2024 (summary)',
    'Annual Report 2023 (summary)',
  ])
  await expect(annual.getByRole('link', { name: /^Download Annual Report 2023/ })).toBeVisible()
})
