/** The reports of `npm run bench`, as Markdown, and writing them to bench/results/<time>.{json,md}. */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { PageBytes } from './first-load'
import type { LighthouseReport } from './lighthouse'
import type { WrkResult } from './load'

/** One bench's figures, in the order the report's JSON lists them. */
export type Measurements = {
  date: string
  database: 'embedded' | 'postgres'
  /** Before any load: started, and every route rendered once. */
  rssBeforeMb: number
  /** gzip kB of a first visit per route: HTML, stylesheets, scripts. */
  bytes: Record<string, PageBytes>
} & Partial<LighthouseReport> & {
    wrk?: WrkResult[]
    rssAfterMb: number
  }

export type BenchReport = Measurements & { budgetMisses: string[] }

export function benchMarkdown(report: BenchReport): string {
  return [
    `# Benchmark ${report.date}`,
    '',
    `Database: ${report.database}. Server RSS before load ${report.rssBeforeMb} MB, after ${report.rssAfterMb} MB.`,
    ...(report.lighthouseHost
      ? [
          '',
          `Lighthouse mobile, observed (\`--throttling-method=devtools\`: slow 4G, CPU ${report.lighthouseHost.cpuSlowdown}x; 4x is the default, on which the budget is set), median; host benchmarkIndex ${report.lighthouseHost.benchmarkIndex}. Simulated: Lighthouse's default throttling, one run, for reference only (never a budget).`,
        ]
      : []),
    '',
    '| route | FCP ms | LCP ms | TBT ms | CLS | main-thread CPU ms | TBT from CPU time ms | A11y | BP | SEO | Perf (observed) | simulated Perf / LCP ms | CPU busy before |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(report.lighthouse ?? {}).map(
      ([r, v]) =>
        `| ${r} | ${v.fcpMs} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${v.mainThreadCpuMs ?? '–'} | ${v.cpuTbtMs ?? '–'} | ${v.accessibility} | ${v.bestPractices} | ${v.seo}${v.seoNoIndex ? ' (noindex)' : ''} | ${v.performance} | ${v.simulated ? `${v.simulated.performance} / ${v.simulated.lcpMs}` : '–'} | ${v.busyPct ?? '–'}% |`,
    ),
    '',
    '| load (wrk -t1 -c50 -d15s) | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    ...(report.wrk ?? []).map(
      (w) => `| ${w.url} | ${w.requestsPerSec} | ${w.p50Ms} | ${w.p99Ms} | ${w.errors} |`,
    ),
    '',
    '## Bytes of a first visit per route (gzip, kB)',
    '',
    '| route | HTML | CSS | First Load JS |',
    '| --- | --- | --- | --- |',
    ...Object.entries(report.bytes).map(
      ([r, v]) => `| ${r} | ${v.htmlKb} | ${v.cssKb} | ${v.jsKb} |`,
    ),
    '',
    '## Budget misses',
    '',
    ...(report.budgetMisses.length ? report.budgetMisses.map((m) => `- ${m}`) : ['- none']),
  ].join('\n')
}

/** `--layers`: one row a variant of the server, one column a figure. */
export function layersMarkdown(
  rows: Record<string, unknown>[],
  { database, cpuSlowdown, runs }: { database: string; cpuSlowdown: number; runs: number },
): string {
  const columns = Object.keys(rows[0] ?? {})
  return [
    `# server.mjs layers ${new Date().toISOString()}`,
    '',
    `Database: ${database}. Lighthouse mobile, observed (devtools throttling, CPU ${cpuSlowdown}x), median of ${runs}; wrk -t1 -c50 -d15s.`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((c) => row[c] ?? '–').join(' | ')} |`),
  ].join('\n')
}

/** bench/results/<time><suffix>.{json,md}, and the Markdown on stdout. */
export function writeResults(data: unknown, md: string, suffix = '') {
  mkdirSync('bench/results', { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  writeFileSync(`bench/results/${stamp}${suffix}.json`, JSON.stringify(data, null, 2))
  writeFileSync(`bench/results/${stamp}${suffix}.md`, md)
  console.log(`\n${md}\n\nWritten: bench/results/${stamp}${suffix}.{json,md}`)
}
