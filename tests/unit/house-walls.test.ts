import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layout's walls are lint rules (eslint.config.mjs): a deliberate wrong import must fail.
 * Each case lints a few lines as if they were a file at that path.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.severity === 2).map((m) => m.message)
}

describe('the walls of the house', () => {
  it('keeps server modules out of client components', async () => {
    const bad = await problems(
      'src/components/crisis/Bad.tsx',
      `'use client'\nimport { getCrisisResources } from '@/lib/cms'\nexport const x = getCrisisResources\n`,
    )
    expect(bad.join('\n')).toMatch(/'use client' module imports server code: @\/lib\/cms/)
    const seed = await problems(
      'src/components/crisis/Bad.tsx',
      `'use client'\nimport { seedCrisisResources } from '../../seed/content/crisis'\nexport const x = seedCrisisResources\n`,
    )
    expect(seed.join('\n')).toMatch(/imports server code/)
    const fine = await problems(
      'src/components/crisis/Fine.tsx',
      `'use client'\nimport { telHref } from '@domain/crisis/links'\nimport type { Page } from '@/payload-types'\nexport const x = (p: Page) => telHref(p.slug)\n`,
    )
    expect(fine).toEqual([])
  })

  it('keeps the browser API client away from the CMS and the seed', async () => {
    const bad = await problems(
      'src/lib/api/bad.ts',
      `import { fallbackCrisisResources } from '@/lib/cms/fallbacks'\nexport const x = fallbackCrisisResources\n`,
    )
    expect(bad.join('\n')).toMatch(/Browser code never imports the server data module/)
  })

  it('keeps collections from reaching into the app', async () => {
    const bad = await problems(
      'collections/Pages/bad.ts',
      `import { CrisisButton } from '../../src/components/crisis/CrisisButton'\nexport const x = CrisisButton\n`,
    )
    expect(bad.join('\n')).toMatch(/The CMS side uses domain\//)
  })

  it('keeps domain/ free of Payload, Next and React', async () => {
    const bad = await problems(
      'domain/bad.ts',
      `import { getPayload } from 'payload'\nimport { useState } from 'react'\nexport const x = [getPayload, useState]\n`,
    )
    expect(bad).toHaveLength(2)
    expect(bad[0]).toMatch(/domain\/ is plain TypeScript/)
  })

  it('imports domain/ one way: @domain/…, never a relative path', async () => {
    const bad = await problems(
      'endpoints/bad.ts',
      `import { clientIp } from '../domain/rate-limit'\nexport const x = clientIp\n`,
    )
    expect(bad.join('\n')).toMatch(/Import domain\/ as @domain\/…: \.\.\/domain\/rate-limit/)
    const fine = await problems(
      'endpoints/fine.ts',
      `import { clientIp } from '@domain/rate-limit'\nexport const x = clientIp\n`,
    )
    expect(fine).toEqual([])
  })

  it('lets only src/lib/cms call the Local API', async () => {
    const code = `export async function read(payload: { find: (a: object) => unknown }) {\n  return payload.find({ collection: 'pages' })\n}\n`
    expect((await problems('src/components/admin/Bad.tsx', code)).join('\n')).toMatch(
      /Local API calls live in src\/lib\/cms/,
    )
    expect(await problems('src/lib/cms/fine.ts', code)).toEqual([])
  })
})
