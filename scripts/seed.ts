import { existsSync, writeFileSync } from 'node:fs'
import { getPayload } from 'payload'
import { shownPath } from './lib/database'
import { loadDotEnv } from './lib/env-file'

loadDotEnv()
const { default: config } = await import('../payload.config')
const { seed } = await import('../src/seed')

const payload = await getPayload({ config })
const report = await seed(payload, {
  adminEmail: process.env.ADMIN_EMAIL || undefined,
  adminPassword: process.env.ADMIN_PASSWORD || undefined,
})
const { created } = report
payload.logger.info(
  `Seed: ${created.pages} pages, ${created.menus} menus, ${created.crisisResources} crisis resources, ${report.events} demo events created${created.settings ? ', settings filled' : ''} (existing content left as it was).`,
)

// Set by `npm start` / `npm run dev` on the embedded database: where the first login is kept.
const loginFile = process.env.ADMIN_LOGIN_FILE
if (report.admin) {
  const { email, password } = report.admin
  console.log(`\n  First admin user created: ${email}`)
  if (password) {
    console.log(`  Generated password (shown once): ${password}`)
    if (loginFile) {
      writeFileSync(loginFile, `${email}\n${password}\n`, { mode: 0o600 })
      console.log(`  (embedded mode: also saved to ${shownPath(loginFile)}, readable only by you)`)
    }
  } else {
    console.log('  Password: the ADMIN_PASSWORD you set.')
  }
} else if (loginFile && existsSync(loginFile)) {
  console.log(`  Admin login: see ${shownPath(loginFile)}`)
}
process.exit(0)
