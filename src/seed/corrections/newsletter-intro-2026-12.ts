import type { Payload, PayloadRequest } from 'payload'
import { LOCALES } from '@domain/i18n/locales'

/**
 * Issue 60: an earlier seed's newsletter intro promised an e-mail before sign-up ("After you sign
 * up, we'll send you a confirmation e-mail."), which a server without mail cannot keep. The seed
 * no longer says it (src/seed/content/forms.ts, spanish.ts); a site seeded before gets the same
 * words, in each language, where the paragraph still reads exactly as the old seed wrote it. A
 * paragraph an editor changed is left alone. Returns the languages corrected.
 */
const FIXES: { from: string; to: string }[] = [
  {
    from: "After you sign up, we'll send you a confirmation e-mail. You're only added to the list once you use the link in it. Every newsletter includes a link to unsubscribe, and we never sell or share your address.",
    to: "You're only added to the list once you confirm your address. Every newsletter includes a link to unsubscribe, and we never sell or share your address.",
  },
  {
    from: 'Cuando te suscribas, te enviaremos un correo de confirmación. Solo te añadimos a la lista cuando usas el enlace que trae. Cada boletín incluye un enlace para darte de baja, y nunca vendemos ni compartimos tu dirección.',
    to: 'Solo te añadimos a la lista cuando confirmas tu dirección. Cada boletín incluye un enlace para darte de baja, y nunca vendemos ni compartimos tu dirección.',
  },
]

/** The rich text with each old text node replaced, and whether any was. */
export function withoutMailPromise(node: unknown): { value: unknown; changed: boolean } {
  if (Array.isArray(node)) {
    const items = node.map(withoutMailPromise)
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) }
  }
  if (!node || typeof node !== 'object') return { value: node, changed: false }
  const record = node as Record<string, unknown>
  const fix = record.type === 'text' ? FIXES.find((f) => f.from === record.text) : undefined
  if (fix) return { value: { ...record, text: fix.to }, changed: true }
  let changed = false
  const value = Object.fromEntries(
    Object.entries(record).map(([key, child]) => {
      const fixed = withoutMailPromise(child)
      changed ||= fixed.changed
      return [key, fixed.value]
    }),
  )
  return { value, changed }
}

export async function correctNewsletterIntro(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<string[]> {
  const common = {
    collection: 'forms',
    overrideAccess: true,
    req,
    depth: 0,
    context: { disableRevalidate: true },
  } as const
  const { docs } = await payload.find({
    ...common,
    where: { kind: { equals: 'newsletter' } },
    limit: 1,
    select: { kind: true },
  })
  const form = docs[0]
  if (!form) return []
  const corrected: string[] = []
  for (const locale of LOCALES) {
    const own = await payload.findByID({ ...common, id: form.id, locale, fallbackLocale: false })
    const fixed = withoutMailPromise(own.intro)
    if (!own.intro || !fixed.changed) continue
    await payload.update({
      ...common,
      id: form.id,
      locale,
      data: { intro: fixed.value as never },
    })
    corrected.push(locale)
  }
  return corrected
}
