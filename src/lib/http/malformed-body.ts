import type { AfterErrorHook } from 'payload'

/**
 * busboy's own words (Payload parses multipart and urlencoded bodies with it) for a body that
 * is not well-formed form data: a part header with a NUL in a file name, a form cut short, a
 * boundary missing. Payload answers them 500 "An unknown error occurred."; the request is wrong.
 */
const MALFORMED = new Set([
  'Malformed part header',
  'Malformed urlencoded form',
  'Malformed content type',
  'Missing Content-Type',
  'Multipart: Boundary not found',
  'Unexpected end of file',
  'Unexpected end of form',
])

export const MALFORMED_BODY =
  'The form data could not be read: a part of it is malformed (for example a file name with a control character) or it ends too soon. Nothing was saved; check the file name and try again.'

/** A body busboy cannot read answers 400 with what to do, never 500. */
export const malformedBody: AfterErrorHook = ({ error }) => {
  if (!MALFORMED.has(error.message)) return
  return { status: 400, response: { errors: [{ message: MALFORMED_BODY }] } }
}
