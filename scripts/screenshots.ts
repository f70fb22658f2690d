/**
 * Screenshots for looking at what we build: `npm run screenshots -- / /about` against
 * BASE_URL (default http://localhost:3000), phone and desktop, light and dark, into
 * test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'))
const out = 'test-results/screenshots'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
})
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }
const full = process.env.FULL_PAGE === '1'
for (const scheme of ['light', 'dark'] as const) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport, colorScheme: scheme })
    for (const p of paths.length ? paths : ['/']) {
      await page.goto(base + p, { waitUntil: 'networkidle' })
      const file = `${out}/${p.replace(/\W+/g, '_') || 'home'}-${name}-${scheme}.png`
      await page.screenshot({ path: file, fullPage: full })
      console.log(file)
    }
    await page.close()
  }
}
await browser.close()
