/** Call and text links (phone numbers in links are stripped of all non-digits). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '')

export const telHref = (phone: string): string => `tel:${digitsOnly(phone)}`

/**
 * `sms:` link with an optional pre-filled message (RFC 5724). Some phones ignore the body, so
 * the keyword is always shown as text as well.
 */
export const smsHref = (number: string, body?: string | null): string =>
  `sms:${digitsOnly(number)}${body ? `?body=${encodeURIComponent(body)}` : ''}`
