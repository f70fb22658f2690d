/**
 * The part of `negotiator` 0.6.4 that src/server/micro-cache.mjs uses, as `compression` calls it
 * (its `encoding(available, preferred)`: DefinitelyTyped's types predate the second argument).
 */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>)
    encoding(available?: string[], preferred?: string[]): string | undefined
  }
}
