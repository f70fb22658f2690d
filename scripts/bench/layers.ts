/**
 * `--layers`: what each layer of server.mjs is worth on this build. The server runs once with
 * every layer, then once without each (SERVER_LAYERS_OFF), and each run gets the same
 * Lighthouse (median of --runs) and wrk figures, in one report.
 */
import { serve, waitForHealth, type AppEnv } from '../lib/app'
import { info, step } from '../lib/log'
import { lighthouse } from './lighthouse'
import { rssMb, wrk } from './load'
import type { BenchOptions } from './options'
import type { QuietWait } from './quiet'
import { layersMarkdown, writeResults } from './report'

/** The layers of server.mjs (SERVER_LAYERS_OFF), measured one by one. */
const LAYERS = ['script-hashes', 'micro-cache', 'render-gate', 'compression', 'client-address']
const LAYER_ROUTES = ['/', '/crisis', '/about']
const LAYER_LOAD = ['/', '/crisis', '/about', '/api/public/crisis-lines']

export async function measureLayers(
  env: AppEnv,
  options: BenchOptions,
  quiet: QuietWait,
  database: string,
) {
  const { base, port, runs, chrome } = options
  const rows: Record<string, unknown>[] = []
  const cpuSlowdown = Number(options.cpuSlowdown ?? 4)
  for (const without of ['', ...LAYERS]) {
    const name = without ? `without ${without}` : 'all layers'
    step(`Bench layers: ${name}`)
    const layerServer = serve({ ...env, HOSTNAME: '127.0.0.1', SERVER_LAYERS_OFF: without }, port)
    try {
      await waitForHealth(base, layerServer)
      for (const r of LAYER_ROUTES) await fetch(base + r)
      const row: Record<string, unknown> = { variant: name }
      if (!options.skipLighthouse)
        for (const r of LAYER_ROUTES) {
          const lh = await lighthouse(
            base + r,
            cpuSlowdown,
            { runs, chrome, quiet },
            { withCpu: false, withSimulated: false },
          )
          row[`${r} FCP ms`] = lh.fcpMs
          row[`${r} LCP ms`] = lh.lcpMs
          row[`${r} TBT ms`] = lh.tbtMs
        }
      if (!options.skipWrk)
        for (const u of LAYER_LOAD) {
          await wrk(base + u, base, 3)
          const w = await wrk(base + u, base)
          row[`${u} req/s`] = w.requestsPerSec
          row[`${u} p99 ms`] = w.p99Ms
        }
      row.rssMb = rssMb(layerServer.pid!)
      info(JSON.stringify(row))
      rows.push(row)
    } finally {
      const exited = new Promise((r) => layerServer.once('exit', r))
      layerServer.kill('SIGTERM')
      await exited
    }
  }
  writeResults(rows, layersMarkdown(rows, { database, cpuSlowdown, runs }), '-layers')
}
