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

/** What failed and what to do about it, on stderr: the last thing a failed launcher prints. */
export function reportFailure(err: unknown) {
  if (err instanceof StepError) {
    console.error(`\n✖ Step failed: ${err.stepName}\n  ${err.message}\n  What to do: ${err.hint}`)
  } else {
    console.error('\n✖ Failed:', err)
  }
}

/** Run a step; on failure throw a StepError that says which step failed and what to do. */
export async function runStep<T>(name: string, hint: string, fn: () => Promise<T>): Promise<T> {
  step(name)
  try {
    return await fn()
  } catch (err) {
    if (err instanceof StepError) throw err
    const message = err instanceof Error ? err.message : String(err)
    throw new StepError(name, message, hint)
  }
}
