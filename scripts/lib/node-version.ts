/**
 * The Node check `npm start` and `npm test` run first. npm only warns about engines
 * (engine-strict is off), so without this an old Node fails later with an error that names
 * something else.
 * - Below Next's own floor (next's `engines.node`) nothing works: refused in one line.
 * - Outside package.json's `engines.node` (the major CI and the Docker image run) it works but is
 *   not what is tested: one line of warning, and on it goes (README, "Node").
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import satisfies from 'semver/functions/satisfies.js'

const enginesOf = (packageJson: string | URL) =>
  (JSON.parse(readFileSync(packageJson, 'utf8')) as { engines: { node: string } }).engines.node

export type NodeCheck = { refuse: string } | { warn: string } | null

export function checkNode(
  version = process.versions.node,
  tested = enginesOf(new URL('../../package.json', import.meta.url)),
  floor = enginesOf(createRequire(import.meta.url).resolve('next/package.json')),
): NodeCheck {
  if (!satisfies(version, floor))
    return {
      refuse: `Node ${version} is not supported: Next.js needs Node ${floor}, and this project is tested on ${tested} (.nvmrc); switch with \`nvm use\` and run again.`,
    }
  if (!satisfies(version, tested))
    return {
      warn: `Node ${version} is not the one this project is tested on (${tested}, as the Docker image and CI run); it should work, but \`nvm use\` switches to the tested one.`,
    }
  return null
}

/** Exit 1 with one line on stderr below Next's floor; one line of warning outside `engines`. */
export function assertSupportedNode() {
  const check = checkNode()
  if (check && 'refuse' in check) {
    console.error(`✖ ${check.refuse}`)
    process.exit(1)
  }
  if (check) console.warn(`! ${check.warn}`)
}
