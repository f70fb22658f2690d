import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverMallocEnv, serverNodeFlags } from '../../scripts/lib/app'
import { testTempDir } from '../helpers/temp-dir'

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0

describe('docker-compose.yml', () => {
  it.skipIf(!hasCompose)(
    'is valid for docker-compose (Postgres with volume + health check, app waits for it)',
    () => {
      const dir = testTempDir('compose-')
      copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
      copyFileSync('.env.example', path.join(dir, '.env'))
      const out = execFileSync(
        'docker-compose',
        ['-f', path.join(dir, 'docker-compose.yml'), 'config'],
        {
          encoding: 'utf8',
          env: { ...process.env, POSTGRES_PASSWORD: 'test-password' },
        },
      )
      expect(out).toMatch(/image: postgres:16/)
      expect(out).toMatch(/pg_isready/)
      expect(out).toMatch(/condition: service_healthy/)
      expect(out).toMatch(/db-data:\/var\/lib\/postgresql\/data/)
    },
  )

  it.skipIf(!hasCompose)(
    'has a production profile: web scaled behind Caddy, with Redis and MinIO, health checks and volumes',
    () => {
      const dir = testTempDir('compose-')
      copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
      copyFileSync('.env.example', path.join(dir, '.env'))
      const out = execFileSync(
        'docker-compose',
        ['-f', path.join(dir, 'docker-compose.yml'), '--profile', 'production', 'config'],
        {
          encoding: 'utf8',
          env: { ...process.env, POSTGRES_PASSWORD: 'pw', MINIO_ROOT_PASSWORD: 'minio-pw-1' },
        },
      )
      const service = (name: string) => {
        const m = new RegExp(`^  ${name}:\\n((?:    .*\\n|      .*\\n)*)`, 'm').exec(out)
        expect(m, `service ${name}`).not.toBeNull()
        return m![1]
      }
      const web = service('web')
      expect(web).toMatch(/REDIS_URL: redis:\/\/redis:6379/)
      expect(web).toMatch(/S3_ENDPOINT: http:\/\/minio:9000/)
      expect(web).toMatch(/S3_SECRET_ACCESS_KEY: minio-pw-1/)
      expect(web).toMatch(/TRUSTED_PROXIES: private/)
      expect(web).toMatch(/healthcheck:/)
      expect(web).not.toMatch(/ports:/) // so it scales: --scale web=3
      expect(service('redis')).toMatch(/image: redis:7/)
      expect(service('redis')).toMatch(/redis-data:\/data/)
      expect(service('minio')).toMatch(/minio-data:\/data/)
      expect(service('minio')).toMatch(/healthcheck:/)
      const proxy = service('proxy')
      expect(proxy).toMatch(/image: caddy:2/)
      expect(proxy).toMatch(/Caddyfile/)
      expect(proxy).toMatch(/published: 80|80:80/)
      expect(readFileSync('deploy/Caddyfile', 'utf8')).toMatch(/dynamic a web 3000/)
      expect(readFileSync('.env.example', 'utf8')).toMatch(/^COMPOSE_PROFILES=single$/m)
    },
  )

  it('never hard-codes a secret: the database password comes from the environment', () => {
    const text = readFileSync('docker-compose.yml', 'utf8')
    expect(text).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/)
    expect(text).not.toMatch(/PAYLOAD_SECRET:\s*\S/)
  })
})

describe('Dockerfile', () => {
  it('bounds the heap of the server, and npm start runs it with the same flags', () => {
    const heapLimit = (flags: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [
            ...flags,
            '-e',
            'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit))',
          ],
          { encoding: 'utf8' },
        ),
      )
    const flags = serverNodeFlags()
    expect(flags.length).toBeGreaterThan(0)
    expect(heapLimit(flags)).toBeLessThan(heapLimit([]))
  })

  it("runs the server with the image's malloc settings (issue 39, native memory)", () => {
    expect(serverMallocEnv()).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    })
  })
})
