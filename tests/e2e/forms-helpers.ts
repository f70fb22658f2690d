import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { type CaughtMessage, waitForCaughtMessage } from '../helpers/smtp-catcher'

/** Where tests/e2e/global-setup.ts runs the SMTP catcher (the e2e server must send there). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525)
export const SMTP_CATCHER = {
  smtpPort,
  httpPort: Number(process.env.E2E_SMTP_HTTP_PORT ?? smtpPort + 1),
}

export const caughtMail = (pred: (m: CaughtMessage) => boolean, timeoutMs = 20_000) =>
  waitForCaughtMessage(`http://127.0.0.1:${SMTP_CATCHER.httpPort}`, pred, timeoutMs)

/** A unique suffix so parallel workers and reruns never collide on names or addresses. */
export const unique = () => randomBytes(4).toString('hex')

/**
 * A made-up client address per test: the forms limit submissions per IP, and every test
 * browser would otherwise share one.
 */
export const freshIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

/** Types into the focused control, then moves on with Tab, as a keyboard user would. */
export async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text)
  await page.keyboard.press('Tab')
}

/** Chooses an option of the focused <select> by typing its first letters (no mouse). */
export async function chooseByTyping(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 20 })
  await page.keyboard.press('Tab')
}

/** Moves the focused <select> down by `steps` options with the arrow key, then Tab. */
export async function chooseWithArrows(page: Page, steps: number) {
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
}
