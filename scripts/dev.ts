/**
 * `npm run dev`: same database set-up as `npm start` (embedded when DATABASE_URL is unset),
 * then `next dev` in its own `.next-dev` folder so it never breaks the production build.
 */
import { spawn } from 'node:child_process'
import { loadDotEnv } from './lib/env-file'
import { reportFailure } from './lib/log'
import { lockLocalData, prepare } from './lib/prepare'

loadDotEnv()
const port = Number(process.env.PORT ?? 3000)
await lockLocalData(port)
try {
  const { database, env } = await prepare(port)
  const dev = spawn('node_modules/.bin/next', ['dev', '-p', String(port)], {
    env: { ...env, NEXT_DIST_DIR: '.next-dev' },
    stdio: 'inherit',
  })
  const stop = async (code: number) => {
    dev.kill('SIGTERM')
    await database.stop().catch(() => undefined)
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  dev.on('exit', (code) => void stop(code ?? 0))
} catch (err) {
  reportFailure(err)
  process.exit(1)
}
