import { FLOODS, measureFloods } from './bench/flood'
const only = process.argv[2]!.split(',')
for (const k of Object.keys(FLOODS)) if (!only.includes(k)) delete FLOODS[k]
for (const round of [1, 2])
  for (const port of [3601, 3602]) {
    const r = await measureFloods(`http://127.0.0.1:${port}`)
    for (const x of r.slice(1)) console.log(`ROUND ${round} gate ${port === 3601 ? 'on ' : 'off'} ${x.flood}: median ${x.measured.p50Ms} p90 ${x.measured.p90Ms} max ${x.measured.maxMs} failed ${x.measured.failures}/${x.measured.visits}; flood ${x.flooded.requestsPerSec} req/s`)
  }
