import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * A process that imports the embedded database module keeps the exit code it set (embedded-
 * postgres's exit hook once turned every such exit into 0: failed integration tests passed).
 */
const run = (code: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('the embedded database module', () => {
  it('leaves a failing process’s exit code as it was', () => {
    const failing = run("await import('./scripts/lib/embedded-postgres.ts'); process.exitCode = 1")
    expect(failing.stderr).toBe('')
    expect(failing.status).toBe(1)
    const passing = run("await import('./scripts/lib/embedded-postgres.ts')")
    expect(passing.status).toBe(0)
  })
})
