import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONNECT_TIMEOUT_MS } from '../../scripts/lib/database'
import { testTempDir } from '../helpers/temp-dir'

/**
 * `npm start` with a set-up mistake: each must end with the step that failed, what to do, and
 * exit code 1 — before any build or server starts.
 */
const servers: net.Server[] = []
afterAll(() => servers.forEach((s) => s.close()))

function listen(onConnection?: (socket: net.Socket) => void): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer(onConnection ?? (() => undefined))
    servers.push(server)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))
  })
}

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PAYLOAD_SECRET: '',
        SERVER_URL: '',
        LOCAL_DATA_DIR: testTempDir('start-errors-'),
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('npm start explains set-up mistakes', () => {
  it('DATABASE_URL without PAYLOAD_SECRET', async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' })
    expect(code).toBe(1)
    expect(output).toContain('✖ Step failed: Configuration')
    expect(output).toContain('PAYLOAD_SECRET is not')
    expect(output).toMatch(/What to do: set PAYLOAD_SECRET in \.env/)
  })

  it('a database that refuses connections', async () => {
    const { code, output } = await start({
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/x',
      PAYLOAD_SECRET: 'x'.repeat(32),
    })
    expect(code).toBe(1)
    expect(output).toContain('✖ Step failed: Database: connecting to DATABASE_URL')
    expect(output).toContain('ECONNREFUSED')
    expect(output).not.toContain('secret@')
    expect(output).toContain('What to do: check that the Postgres of DATABASE_URL is running')
  })

  it('a database that never answers, within 10 s', async () => {
    const silent = await listen()
    const started = Date.now()
    const { code, output } = await start({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${silent}/x`,
      PAYLOAD_SECRET: 'x'.repeat(32),
    })
    expect(code).toBe(1)
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 5_000)
    expect(output).toContain('✖ Step failed: Database: connecting to DATABASE_URL')
    expect(output).toContain(`waited up to ${CONNECT_TIMEOUT_MS / 1000} s`)
  })

  it('a port in use', async () => {
    const port = await listen()
    const { code, output } = await start({ PORT: String(port), HOSTNAME: '127.0.0.1' })
    expect(code).toBe(1)
    expect(output).toContain(`✖ Step failed: Port: checking that ${port} is free`)
    expect(output).toContain(`Port ${port} is already in use`)
    expect(output).toContain('PORT=3001 npm start')
  })

  it('a damaged .data/', async () => {
    const dataDir = testTempDir('start-damaged-')
    mkdirSync(path.join(dataDir, 'postgres'))
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'not a version\n')
    const { code, output } = await start({ LOCAL_DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(output).toContain('✖ Step failed: Database: starting embedded PostgreSQL')
    expect(output).toContain('PostgreSQL did not start')
    expect(output).toMatch(
      /What to do: .*move the folder away \(`mv .*postgres .*postgres\.broken`\)/,
    )
  })
})
