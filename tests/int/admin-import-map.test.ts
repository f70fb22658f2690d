import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { generateImportMap } from 'payload'
import { expect, it } from 'vitest'

/**
 * The admin's import map (src/app/(payload)/admin/importMap.js) is committed, and Payload
 * renders nothing for a component missing from it: the search plugin's buttons were missing for
 * a session until it was regenerated. Payload's own generator, run on the real config into a
 * folder as deep as the committed file's (so every relative import is the same) and outside the
 * app (a build may be running beside this tier), must give what is committed: after adding an
 * admin component, run `npm run generate:importmap`.
 */
it('the committed admin import map is what Payload generates for the config', async () => {
  const config = await (await import('../../payload.config')).default
  const committed = path.resolve('src/app/(payload)/admin/importMap.js')
  const scratch = path.resolve(`test-results/import-map-${process.pid}`)
  const check = path.join(scratch, 'at', 'same-depth', 'importMap.js')
  mkdirSync(path.dirname(check), { recursive: true })
  try {
    await generateImportMap(
      {
        ...config,
        admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile: check } },
      },
      { log: false, force: true },
    )
    expect(readFileSync(check, 'utf8').trim()).toBe(readFileSync(committed, 'utf8').trim())
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
})
