/** The reports of `npm run bench`, as Markdown, and writing them to bench/results/<time>.{json,md}. */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { FirstLoad } from './first-load'
import type { LighthouseReport } from './lighthouse'
import type { WrkResult } from './load'

/** One bench's figures, in the order the report's JSON lists them. */
export type Measurements = {
  date: string
  database: 'embedded' | 'postgres'
  /** Before any load: started, and every route rendered once. */
  rssBeforeMb: number
  firstLoadJs: Record<string, FirstLoad>
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
          `Lighthouse host benchmarkIndex ${report.lighthouseHost.benchmarkIndex}, CPU slowdown ${report.lighthouseHost.cpuSlowdown}x (4x is Lighthouse's default mobile setting, on which the budget is set).`,
        ]
      : []),
    '',
    '| route (Lighthouse mobile, median) | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | CPU busy before | TBT from CPU time ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(report.lighthouse ?? {}).map(
      ([r, v]) =>
        `| ${r} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo}${v.seoNoIndex ? ' (noindex)' : ''} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${v.busyPct ?? '–'}% | ${v.cpuTbtMs ?? '–'} |`,
    ),
    '',
    '| load (wrk -t1 -c50 -d15s) | req/s | p50 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- |',
    ...(report.wrk ?? []).map(
      (w) => `| ${w.url} | ${w.requestsPerSec} | ${w.p50Ms} | ${w.p99Ms} | ${w.errors} |`,
    ),
    '',
    '## First Load JS per route (gzip, kB)',
    '',
    '| route | scripts the page loads |',
    '| --- | --- |',
    ...Object.entries(report.firstLoadJs).map(([r, v]) => `| ${r} | ${v.nextKb} |`),
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
    `Database: ${database}. Lighthouse mobile (CPU ${cpuSlowdown}x), median of ${runs}; wrk -t1 -c50 -d15s.`,
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
