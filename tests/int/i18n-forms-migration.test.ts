import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { readFormDefinition } from '../../src/lib/cms/queries'
import { submitForm } from '../../src/lib/cms/forms/submit'
import * as formsLocalization from '../../src/migrations/20261124_214000_forms_localization'
import { DEFAULT_FORM_COPY, FORM_FIELDS } from '@domain/forms/definitions'
import { drizzleOf, migrationArgs, queryRows } from '../helpers/migration-db'
import { testPayload } from '../helpers/payload'

/**
 * The forms' words became localized: existing words move into English (and back on the way
 * down), the seed adds Spanish, and a Spanish form answers in Spanish.
 */
let payload: Payload

const db = () => drizzleOf(payload)
const args = () => migrationArgs(payload)
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(payload, query)
const seedAgain = () =>
  seed(payload, { adminEmail: 'forms-i18n@example.org', adminPassword: 'forms-i18n-password-1' })

const contactIn = async (locale: 'en' | 'es', fallback = true) =>
  (
    await payload.find({
      collection: 'forms',
      where: { kind: { equals: 'contact' } },
      overrideAccess: true,
      depth: 0,
      locale,
      ...(fallback ? {} : { fallbackLocale: false as const }),
    })
  ).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  await seedAgain()
})

describe('the forms in Spanish', () => {
  it('are seeded in Spanish beside the English, field by field', async () => {
    const [english, spanish] = [await contactIn('en'), await contactIn('es', false)]
    expect(english.title).toBe(DEFAULT_FORM_COPY.contact.title)
    expect(spanish.title).toBe('Escríbenos')
    expect(spanish.submitLabel).toBe('Enviar mensaje')
    expect(spanish.fields?.map((f) => f.id)).toEqual(english.fields?.map((f) => f.id))
    const topic = spanish.fields?.find((f) => f.field === 'topic')
    expect(topic?.label).toBe('Tema')
    expect(topic?.options?.[0]?.label).toBe('Pregunta general')
    const englishTopic = english.fields?.find((f) => f.field === 'topic')
    expect(englishTopic?.options?.map((o) => o.label)).toEqual(
      FORM_FIELDS.contact.find((f) => f.key === 'topic')?.defaultOptions,
    )
  })

  it('check and answer in Spanish, the server keeping what was typed', async () => {
    const definition = await readFormDefinition(payload, 'contact', 'es')
    expect(definition.locale).toBe('es')
    expect(definition.fields.find((f) => f.key === 'email')?.label).toBe('Correo electrónico')
    const result = await submitForm({
      payload,
      definition,
      source: { name: 'Ana', email: 'ana@', topic: 'Prensa', message: 'Hola' },
      ip: '203.0.113.91',
    })
    expect(result.httpStatus).toBe(400)
    expect(result.message).toBe('Revisa los 2 campos marcados abajo.')
    expect(result.fieldErrors).toEqual({
      email: 'Escribe un correo electrónico con el formato nombre@ejemplo.org.',
      message: 'Tu mensaje debe tener al menos 10 caracteres.',
    })
    expect(result.values).toMatchObject({ name: 'Ana', email: 'ana@', message: 'Hola' })
  })
})

describe('the forms localization migration keeps existing words', () => {
  it('copies every value into English on the way up, and back on the way down', async () => {
    const before = await contactIn('en')

    await formsLocalization.down(args())
    const [old] = await rows<{ title: string; submit_label: string }>(
      sql`SELECT "title", "submit_label" FROM "forms" WHERE "kind" = 'contact'`,
    )
    expect(old).toEqual({ title: before.title, submit_label: before.submitLabel })
    const oldOptions = await rows<{ label: string }>(
      sql`SELECT o."label" FROM "forms_fields_options" o JOIN "forms_fields" f ON f."id" = o."_parent_id" WHERE f."field" = 'topic' AND f."_parent_id" = ${before.id} ORDER BY o."_order"`,
    )
    expect(oldOptions.map((o) => o.label)).toContain('General question')

    // What a server from before this migration would have saved.
    await db().execute(
      sql`UPDATE "forms" SET "title" = 'Write to us (old)', "confirmation_message" = 'Thanks (old).' WHERE "kind" = 'contact'`,
    )
    await db().execute(
      sql`UPDATE "forms_fields" SET "help" = 'Old hint' WHERE "field" = 'message' AND "_parent_id" = ${before.id}`,
    )

    await formsLocalization.up(args())

    const after = await contactIn('en')
    expect(after.title).toBe('Write to us (old)')
    expect(after.confirmationMessage).toBe('Thanks (old).')
    expect(after.submitLabel).toBe(before.submitLabel)
    expect(after.intro).toEqual(before.intro)
    expect(after.fields?.find((f) => f.field === 'message')?.help).toBe('Old hint')
    expect(after.fields?.map((f) => f.label)).toEqual(before.fields?.map((f) => f.label))
    expect(after.fields?.find((f) => f.field === 'topic')?.options).toEqual(
      before.fields?.find((f) => f.field === 'topic')?.options,
    )
    // Spanish did not survive the old schema: it falls back to the English, until the seed
    // (which never writes over an editor's words) adds it again.
    expect((await contactIn('es')).title).toBe('Write to us (old)')
    await seedAgain()
    expect((await contactIn('es')).title).toBe('Escríbenos')
    expect((await contactIn('en')).title).toBe('Write to us (old)')
  })
})
