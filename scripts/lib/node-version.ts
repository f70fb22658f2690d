/**
 * The Node check `npm start` and `npm test` run first: the running Node against package.json's
 * `engines.node`. npm only warns about engines (engine-strict is off), so without this an old
 * Node fails later with an error that names something else.
 */
import { readFileSync } from 'node:fs'
import satisfies from 'semver/functions/satisfies.js'

export function nodeVersionProblem(
  version = process.versions.node,
  packageJson = new URL('../../package.json', import.meta.url),
): string | null {
  const { engines } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    engines: { node: string }
  }
  if (satisfies(version, engines.node)) return null
  return `Node ${version} is not supported: this project needs Node ${engines.node} (22 recommended, see .nvmrc); switch with \`nvm use\` and run again.`
}

/** One line on stderr and exit 1 when the running Node is outside `engines.node`. */
export function assertSupportedNode() {
  const problem = nodeVersionProblem()
  if (problem) {
    console.error(`✖ ${problem}`)
    process.exit(1)
  }
}
