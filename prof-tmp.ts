import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(2500)
const { profile } = (await cdp.send('Profiler.stop')) as any
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
const self = new Map<number, number>()
const dt = profile.timeDeltas
profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
// aggregate self time by url (file) and by function
const byFile = new Map<string, number>(), byFn = new Map<string, number>()
for (const [id, t] of self) {
  const n: any = byId.get(id); const cf = n.callFrame
  const file = (cf.url || '(' + cf.functionName + ')').split('/').pop()
  byFile.set(file, (byFile.get(file) ?? 0) + t)
  const fn = `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}:${cf.columnNumber}`
  byFn.set(fn, (byFn.get(fn) ?? 0) + t)
}
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${(t / 1000).toFixed(1)}ms ${n}`).join('\n')
console.log(top(byFile, 15)); console.log('---'); console.log(top(byFn, 30))
await browser.close()
