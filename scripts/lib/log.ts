/** Step-by-step progress for the launcher scripts, so a first start never sits silent. */
const started = Date.now()
const since = () => `${((Date.now() - started) / 1000).toFixed(1)}s`

export function step(message: string) {
  console.log(`\n▶ ${message}  [${since()}]`)
}

export function info(message: string) {
  console.log(`  ${message}`)
}

export class StepError extends Error {
  constructor(
    readonly stepName: string,
    message: string,
    readonly hint: string,
  ) {
    super(message)
  }
}

/** Run a step; on failure say which step failed and what to do, then exit non-zero. */
export async function runStep<T>(name: string, hint: string, fn: () => Promise<T>): Promise<T> {
  step(name)
  try {
    return await fn()
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    console.error(`\n✖ Step failed: ${name}\n  ${message}\n  What to do: ${hint}`)
    throw new StepError(name, message, hint)
  }
}
