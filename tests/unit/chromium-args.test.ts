import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../helpers/chromium'

/** The browser process's command line, as Playwright launched it. */
async function commandLine(args: string[]): Promise<string[]> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args })
  try {
    return readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0')
  } finally {
    await server.close()
  }
}

const disabled = (line: string[]) =>
  line.filter((a) => a.startsWith('--disable-features=')).map((a) => a.split('=')[1].split(','))

describe('the e2e tier’s Chromium (tests/helpers/chromium.ts)', () => {
  it('keeps every feature Playwright disables, since Chromium reads only the last list', async () => {
    const [playwrights] = disabled(await commandLine(['--no-sandbox']))
    expect([...playwrights].sort()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort())
    const ours = disabled(await commandLine(CHROMIUM_ARGS)).at(-1)
    expect(ours).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES])
  })

  it('opens a window without the omnibox drop-down’s WebUI page', async () => {
    const targets = async (args: string[]) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args })
      try {
        const context = await browser.newContext()
        await context.newPage()
        const cdp = await browser.newBrowserCDPSession()
        const { targetInfos } = (await cdp.send('Target.getTargets')) as {
          targetInfos: { url: string }[]
        }
        return targetInfos.map((t) => t.url)
      } finally {
        await browser.close()
      }
    }
    // Without the list the popup is there (so this test sees it), with it it is gone.
    expect(await targets(['--no-sandbox'])).toContainEqual(
      expect.stringMatching(/^chrome:\/\/omnibox-popup/),
    )
    expect(await targets(CHROMIUM_ARGS)).not.toContainEqual(
      expect.stringMatching(/^chrome:\/\/omnibox-popup/),
    )
  })
})
