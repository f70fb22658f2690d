import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import {
  closedFolderAbove,
  startTemporaryCluster,
  type EmbeddedCluster,
} from '../../scripts/lib/embedded-postgres'
import { superviseEmbedded } from '../../scripts/lib/embedded-supervisor'

/**
 * `npm start`'s embedded PostgreSQL comes back by itself (issue 56): a real cluster, its server
 * killed with SIGKILL as a crash or the OOM killer would. No Payload here: the app's pool
 * reconnecting is Postgres's side (tests/int/database-faults.test.ts).
 */
let cluster: EmbeddedCluster | undefined
afterEach(async () => {
  await cluster?.stop()
  cluster = undefined
})

const query = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return (await client.query('select 1 as one')).rows[0].one
  } finally {
    await client.end()
  }
}

function recorder() {
  const said: string[] = []
  let wake = () => {}
  const next = () => new Promise<void>((r) => (wake = r))
  const note = (line: string) => {
    said.push(line)
    wake()
  }
  return {
    said,
    next,
    events: {
      down: (how: string) => note(`down: ${how}`),
      up: () => note('up'),
      gaveUp: (reason: string) => note(`gave up: ${reason}`),
    },
  }
}

describe('the embedded database supervisor', () => {
  it('restarts a killed server on the same port, and the data answers again', async () => {
    cluster = await startTemporaryCluster()
    const { said, next, events } = recorder()
    const supervisor = superviseEmbedded(cluster.dir, cluster, events, {
      everyMs: 200,
      giveUpMs: 30_000,
    })
    process.kill(cluster.pid, 'SIGKILL')
    while (!said.includes('up')) await next()
    expect(said).toEqual(['down: killed by SIGKILL', 'up'])
    expect(await query(cluster.url)).toBe(1)
    expect(supervisor.cluster().pid).not.toBe(cluster.pid)
    // The restarted server is stopped at the end, then the first (gone) removes the folder.
    const first = cluster
    cluster = { ...first, stop: () => supervisor.stop().then(first.stop) }
  })

  it('gives up, with the reason, when the server cannot be started again', async () => {
    cluster = await startTemporaryCluster()
    const { said, next, events } = recorder()
    superviseEmbedded(cluster.dir, cluster, events, { everyMs: 100, giveUpMs: 600 })
    renameSync(path.join(cluster.dir, 'PG_VERSION'), path.join(cluster.dir, 'x'))
    process.kill(cluster.pid, 'SIGKILL')
    while (!said.some((line) => line.startsWith('gave up'))) await next()
    expect(said[0]).toBe('down: killed by SIGKILL')
    expect(said.at(-1)).toMatch(/gave up: .*holds no PostgreSQL cluster any more/)
  })
})

describe('closedFolderAbove (started as root, the server user must reach its programs and data)', () => {
  it('names the first folder on the way up that others cannot enter, and none when all are open', () => {
    const top = mkdtempSync(path.join(tmpdir(), 'closed-'))
    try {
      const inner = path.join(top, 'checkout', 'node_modules')
      mkdirSync(inner, { recursive: true })
      chmodSync(top, 0o755)
      expect(closedFolderAbove(inner)).toBeUndefined()
      chmodSync(top, 0o700) // what `mktemp -d` makes
      expect(closedFolderAbove(inner)).toBe(top)
    } finally {
      rmSync(top, { recursive: true, force: true })
    }
  })
})
