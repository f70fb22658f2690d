import { createHash, randomBytes } from 'node:crypto'

/** A fresh single-use secret for a link (256 bits, URL-safe). Only its hash is stored. */
export const generateLinkToken = () => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Tokens we issue are 43 URL-safe characters; anything else is not worth a database query. */
export const looksLikeLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
