import { pino, type DestinationStream, type LogFn, type Logger } from 'pino'
import { build } from 'pino-pretty'

/**
 * Payload's logger as Payload builds its default (pino through pino-pretty, same options), with
 * one change: an expected refusal — an error with a 4xx status, e.g. a wrong password, a request
 * from another site, a missing document — is one info line ("Refused: 401 The email or password
 * provided is incorrect."), not an ERROR with a stack trace. Payload's own `loggingLevels`
 * cannot say this in the production build: it keys on the error's class name, which the build
 * minifies. 5xx and every other error are logged as before.
 */
function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const [first] = args
  const err: unknown = first && typeof first === 'object' && 'err' in first ? first.err : undefined
  if (err instanceof Error && 'status' in err) {
    const status = Number(err.status)
    if (status >= 400 && status < 500) return this.info(`Refused: ${status} ${err.message}`)
  }
  return method.apply(this, args)
}

export const createLogger = (destination: DestinationStream) =>
  pino({ enabled: process.env.DISABLE_LOGGING !== 'true', hooks: { logMethod } }, destination)

export const payloadLogger = createLogger(
  build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
)
