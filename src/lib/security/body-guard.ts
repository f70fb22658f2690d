import { MALFORMED_BODY } from '@/lib/http/malformed-body'
import {
  namesPrototypeKeyEncoded,
  parseJsonWithoutPrototypeKeys,
  pathWithNul,
} from '@domain/security/prototype-keys'
import { bad, isPlainObject, MAX_JSON_BODY_BYTES, type Refusal } from './rest-guard'

/**
 * The body checks of the REST guard (./rest-guard.ts): bodies that are not JSON or form data
 * Payload can read, too large, naming a prototype key, or (a document's save) with NUL in a text.
 */
/** A save of a document (`/api/<collection>[/<id>]`, `/api/globals/<slug>`), not an endpoint's. */
const DOCUMENT_WRITE = /^\/api\/(?:globals\/[a-z-]+|[a-z-]+(?:\/\d+)?)\/?$/

/**
 * A write's body, read from a copy of the request before Payload reads it. A document's text with
 * NUL (which PostgreSQL cannot store) is refused naming its field; endpoints check their own.
 */
export async function checkBody(request: Request, url: URL): Promise<Refusal | null> {
  const nulIn = (value: unknown) => {
    const path = DOCUMENT_WRITE.test(url.pathname) ? pathWithNul(value) : null
    return path ? bad(`${path.slice(0, 80)}: the text has a NUL character; remove it.`) : null
  }
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const reserved = (name: string) => bad(`"${name.slice(0, 60)}" is a reserved word, not a field.`)
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return bad(MALFORMED_BODY)
    }
    for (const [name, value] of form) {
      if (namesPrototypeKeyEncoded(name)) return reserved(name)
      if (name !== '_payload' || typeof value !== 'string') continue
      const json = parseJsonWithoutPrototypeKeys(value)
      if (!json.ok && json.reason === 'prototype-key') return reserved(json.key)
      if (!json.ok || !isPlainObject(json.value)) return bad('_payload: not valid JSON.')
      const nul = nulIn(json.value)
      if (nul) return nul
    }
    return null
  }
  const text = await request.clone().text()
  if (!text) return null
  if (text.length > MAX_JSON_BODY_BYTES) return { status: 413, message: 'The body is too large.' }
  // A form post (the site forms take them, endpoints/forms.ts): its field names are checked.
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const name of new URLSearchParams(text).keys())
      if (namesPrototypeKeyEncoded(name)) return reserved(name)
    return null
  }
  const json = parseJsonWithoutPrototypeKeys(text)
  if (!json.ok && json.reason === 'prototype-key') return reserved(json.key)
  if (!json.ok) return bad('The body is not valid JSON.')
  return nulIn(json.value)
}
