/** The budgets every figure of `npm run bench` is held to, and the misses of one run. */
import { API_READS } from './load'
import { SEARCH_SAMPLE } from './options'
import { QUIET_BUSY } from './quiet'
import type { Measurements } from './report'
import { LOCALES, stripLocale, toLocalePath } from '@domain/i18n/locales'

export const BUDGET = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** SEO of a page that is noindex on purpose: everything but "is crawlable". */
  seoNoIndex: 60,
  /**
   * Observed (Lighthouse mobile, devtools throttling: slow 4G, 4× CPU), median of 3. LCP: issue
   * 40's budget for every public route (the floor on slow 4G was one round trip for the HTML and
   * one for the stylesheet, ~1.3 s; with the stylesheet inline, one). FCP: the web's "good" FCP (Core Web Vitals). TBT: as before.
   */
  fcpMs: 1800,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0,
  /**
   * Main-thread CPU time of one load and the 3 s after it, unthrottled (a Chromium trace),
   * median of 3. 2026-11-27: 109–118 ms on `/` on a busy machine (decision 0008); room for the
   * heavier pages and the machine, small enough that a doubling shows.
   */
  mainThreadCpuMs: 250,
  /**
   * Bytes of a first visit, gzip. HTML (with the flight data): 18.5–27.8 kB on 2026-11-27;
   * CSS, the one stylesheet every page shares, 8.3 kB. Since 2026-11-28 that stylesheet is inline
   * (next.config.ts: observed LCP 1.7–1.8 → 1.1–1.2 s) and Next puts it in the flight data too:
   * HTML 48–51.8 kB gzip, 30.7–32.6 kB as brotli, which Chromium gets (the two copies are further
   * apart than gzip's 32 kB window, not brotli's). CSS still counts the stylesheet the page names.
   * A few kB to spare, so growth shows.
   */
  htmlKb: 56,
  cssKb: 10,
  /**
   * First Load JS, gzip. Set on Next 15 at 130 and 110; on Next 16.4 with React 19.3 and
   * Turbopack the framework's own chunks alone are ~141 kB on every page (react-dom ~72, Next's
   * runtime and router ~69), so those could not be met by any page. Now: what the pages weigh on
   * Next 16 (2026-11-26: 156-160 kB, the three pages with a Form block 181) with a few kB to
   * spare, so that growth of our own code still shows (docs/upgrading.md).
   */
  jsKb: 185,
  jsKbCrisis: 160,
  pageP99Ms: 50,
  apiRequestsPerSec: 5000,
  apiP99Ms: 20,
  /** `wrk -c50` on /search?q=trans on the seeded site (issue 41). */
  searchRequestsPerSec: 500,
  searchP99Ms: 100,
  /** /crisis requests/s under load, as a share of /'s. */
  crisisShareOfHome: 0.5,
  healthP99Ms: 20,
  rssMb: 350,
} as const

/** Each figure outside its budget, as a line of the report. */
export function budgetMisses(report: Measurements): string[] {
  const misses: string[] = []
  for (const [r, v] of Object.entries(report.lighthouse ?? {})) {
    if (v.accessibility < BUDGET.accessibility)
      misses.push(`${r} Accessibility ${v.accessibility} < 100`)
    if (v.bestPractices < BUDGET.bestPractices)
      misses.push(`${r} Best Practices ${v.bestPractices} < 100`)
    // A noindex page (sign-in) fails Lighthouse's "is crawlable" on purpose; its other SEO
    // checks still count, which together weigh under half of the category.
    if (v.seo < (v.seoNoIndex ? BUDGET.seoNoIndex : BUDGET.seo))
      misses.push(`${r} SEO ${v.seo} < ${v.seoNoIndex ? BUDGET.seoNoIndex : 100}`)
    if ((v.busyPct ?? 0) > QUIET_BUSY * 100)
      misses.push(
        `${r} measured on a busy machine (${v.busyPct}% CPU in use): its figures are inflated`,
      )
    if (v.fcpMs > BUDGET.fcpMs) misses.push(`${r} FCP ${v.fcpMs} ms > ${BUDGET.fcpMs}`)
    if (v.lcpMs > BUDGET.lcpMs) misses.push(`${r} LCP ${v.lcpMs} ms > ${BUDGET.lcpMs}`)
    if (v.tbtMs > BUDGET.tbtMs) misses.push(`${r} TBT ${v.tbtMs} ms > ${BUDGET.tbtMs}`)
    if (v.cls > BUDGET.cls) misses.push(`${r} CLS ${v.cls} > 0`)
    if ((v.mainThreadCpuMs ?? 0) > BUDGET.mainThreadCpuMs)
      misses.push(`${r} main-thread CPU ${v.mainThreadCpuMs} ms > ${BUDGET.mainThreadCpuMs}`)
  }
  for (const [r, { htmlKb, cssKb, jsKb }] of Object.entries(report.bytes)) {
    if (r.startsWith('/admin')) continue
    if (htmlKb > BUDGET.htmlKb) misses.push(`${r} HTML ${htmlKb} kB > ${BUDGET.htmlKb}`)
    if (cssKb > BUDGET.cssKb) misses.push(`${r} CSS ${cssKb} kB > ${BUDGET.cssKb}`)
    const limit = /^\/crisis(\/|$)/.test(stripLocale(r)) ? BUDGET.jsKbCrisis : BUDGET.jsKb
    if (jsKb > limit) misses.push(`${r} First Load JS ${jsKb} kB > ${limit}`)
  }
  const wrkResults = report.wrk ?? []
  for (const w of wrkResults) {
    const api = API_READS.includes(w.url)
    const search = w.url === SEARCH_SAMPLE
    const limit =
      w.url === '/api/health'
        ? BUDGET.healthP99Ms
        : api
          ? BUDGET.apiP99Ms
          : search
            ? BUDGET.searchP99Ms
            : BUDGET.pageP99Ms
    if (w.p99Ms > limit) misses.push(`${w.url} p99 ${w.p99Ms} ms > ${limit}`)
    if (w.errors) misses.push(`${w.url} ${w.errors} errors under load`)
    const minRate = api ? BUDGET.apiRequestsPerSec : search ? BUDGET.searchRequestsPerSec : 0
    if (w.requestsPerSec < minRate) misses.push(`${w.url} ${w.requestsPerSec} req/s < ${minRate}`)
  }
  // The crisis page must hold up in a spike at least half as well as the home page.
  const home = wrkResults.find((w) => w.url === '/')
  for (const path of LOCALES.map((locale) => toLocalePath('/crisis', locale))) {
    const crisis = wrkResults.find((w) => w.url === path)
    if (home && crisis && crisis.requestsPerSec < home.requestsPerSec * BUDGET.crisisShareOfHome) {
      misses.push(
        `${path} ${crisis.requestsPerSec} req/s < ${BUDGET.crisisShareOfHome} × / (${home.requestsPerSec})`,
      )
    }
  }
  for (const [r, message] of Object.entries(report.lighthouseErrors ?? {}))
    misses.push(`${r} not measured: Lighthouse failed (${message})`)
  if (report.rssAfterMb > BUDGET.rssMb)
    misses.push(`RSS after load ${report.rssAfterMb} MB > ${BUDGET.rssMb}`)
  return misses
}
