import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0

describe('docker-compose.yml', () => {
  it.skipIf(!hasCompose)(
    'is valid for docker-compose (Postgres with volume + health check, app waits for it)',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'compose-'))
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
      const dir = mkdtempSync(path.join(tmpdir(), 'compose-'))
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
  it('starts the server with the same memory bounds as npm start', async () => {
    const { SERVER_NODE_FLAGS } = await import('../../src/server/memory.mjs')
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1]
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'server.mjs'])
  })
})
