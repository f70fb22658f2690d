/**
 * Run after `next build` (`npm run build`, and every build the scripts start): writes the
 * project's Next config into the standalone output as a plain `next.config.mjs`.
 *
 * server.mjs is a custom server (docs/decisions/0001-custom-server.md), and the standalone output
 * has no next.config of its own — Next's generated `server.js` would hand its config over through
 * a private variable. Instead the standalone folder gets a config file like any project's, so
 * Next loads it there through its public config loading, exactly as it loads next.config.ts in
 * the checkout. Only data survives JSON: `headers()` and the like were compiled into the build's
 * manifests already, and are not read when serving.
 */
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import type { NextConfig } from 'next'
import configOrFunction from '../next.config'

const standalone = path.join(process.env.NEXT_DIST_DIR || '.next', 'standalone')
if (!existsSync(standalone)) {
  console.error(`${standalone} is missing: run \`next build\` first (output: 'standalone').`)
  process.exit(1)
}
const config: NextConfig =
  typeof configOrFunction === 'function'
    ? await configOrFunction(PHASE_PRODUCTION_SERVER)
    : configOrFunction
const distDir = config.distDir ?? '.next'
const runtime: NextConfig = {
  ...config,
  // In the standalone folder the build output is always ./.next.
  distDir: '.next',
  output: undefined,
  outputFileTracingIncludes: undefined,
  // Next resolves the handler against the build folder; an absolute path would point back into
  // the checkout the image was built from.
  ...(config.cacheHandler
    ? { cacheHandler: path.relative(path.resolve(distDir), config.cacheHandler) }
    : {}),
}
const file = path.join(standalone, 'next.config.mjs')
writeFileSync(
  file,
  `// Written by scripts/standalone-config.ts after \`next build\`: the project's next.config.ts, as data.\nexport default ${JSON.stringify(runtime, null, 2)}\n`,
)
console.log(`Standalone config written: ${file}`)
