/** An Error ID made from the current time — short enough to read out on the phone. */
export function createErrorId(now: number = Date.now()): string {
  return `ERR-${now.toString(36).toUpperCase()}`
}
