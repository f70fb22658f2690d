import { describe, expect, it } from 'vitest'
import {
  FORM_FIELDS,
  FORM_KINDS,
  type FormKind,
  resolveFormDefinition,
} from '@domain/forms/definitions'
import { EMAIL_FORMAT_MESSAGE, toFormInput, toFormValues, validateForm } from '@domain/forms/schema'
import { formWordsFor } from '@domain/forms/words'

const good: Record<FormKind, Record<string, unknown>> = {
  contact: {
    name: 'Alex Rivera',
    email: 'alex@example.org',
    topic: 'General question',
    message: 'Hello! I would like to know more about your training.',
  },
  volunteer: {
    name: 'Sam Lee',
    email: 'sam@example.org',
    state: 'Ohio',
    track: 'ambassador',
    interests: ['Events', 'Technology'],
    availability: 'A few hours a month',
    message: '',
    consent: true,
  },
  newsletter: { email: 'reader@example.org', name: '' },
  silhouette: {
    name: 'Jo Park',
    email: 'jo@example.org',
    audience: 'A school or classroom',
    organization: '',
    message: 'For a staff training day at our middle school.',
  },
}

const check = (kind: FormKind, body: Record<string, unknown>) => {
  const definition = resolveFormDefinition(kind)
  return validateForm(definition, toFormInput(definition, body))
}

describe('form schemas', () => {
  it.each(FORM_KINDS)('accepts a complete %s submission', (kind) => {
    expect(check(kind, good[kind])).toMatchObject({ ok: true })
  })

  it.each(FORM_KINDS)('requires the required fields of %s, one message each', (kind) => {
    const result = check(kind, {})
    expect(result.ok).toBe(false)
    if (result.ok) return
    const required = FORM_FIELDS[kind].filter((f) => f.required).map((f) => f.key)
    expect(Object.keys(result.fieldErrors)).toEqual(required)
    for (const message of Object.values(result.fieldErrors)) expect(message).toMatch(/\.$/)
  })

  it('rejects malformed e-mail addresses with a format example', () => {
    for (const email of ['alex', 'alex@', '@example.org', 'alex@example', 'a b@example.org']) {
      const result = check('contact', { ...good.contact, email })
      expect(result, email).toEqual({ ok: false, fieldErrors: { email: EMAIL_FORMAT_MESSAGE } })
    }
  })

  it('enforces lengths after trimming', () => {
    const short = check('contact', { ...good.contact, message: '   too short   ' })
    expect(short).toEqual({
      ok: false,
      fieldErrors: { message: 'Your message must be at least 10 characters.' },
    })
    const long = check('contact', { ...good.contact, name: 'x'.repeat(101) })
    expect(long).toEqual({
      ok: false,
      fieldErrors: { name: 'Your name must be 100 characters or fewer.' },
    })
    expect(check('contact', { ...good.contact, name: '  Alex  ' })).toMatchObject({
      ok: true,
      data: { name: 'Alex' },
    })
  })

  it('only accepts the listed choices', () => {
    expect(check('contact', { ...good.contact, topic: 'Something else' })).toEqual({
      ok: false,
      fieldErrors: { topic: 'Choose one of the listed options.' },
    })
    expect(check('volunteer', { ...good.volunteer, track: 'boss' })).toMatchObject({ ok: false })
    expect(check('volunteer', { ...good.volunteer, interests: ['Events', 'Hacking'] })).toEqual({
      ok: false,
      fieldErrors: { interests: 'Choose from the listed options.' },
    })
    expect(check('volunteer', { ...good.volunteer, state: 'Atlantis' })).toMatchObject({
      ok: false,
    })
  })

  it('needs consent and at least one interest from volunteers', () => {
    const result = check('volunteer', { ...good.volunteer, consent: false, interests: [] })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        interests: 'Choose at least one area of interest.',
        consent: expect.stringMatching(/tick this box/),
      },
    })
  })

  it('reads form posts: repeated checkboxes, "on" for consent, unknown keys dropped', () => {
    const definition = resolveFormDefinition('volunteer')
    const form = new FormData()
    for (const [k, v] of Object.entries(good.volunteer)) {
      if (Array.isArray(v)) v.forEach((x) => form.append(k, x))
      else if (k === 'consent') form.append(k, 'on')
      else form.append(k, String(v))
    }
    form.append('isAdmin', 'true')
    const input = toFormInput(definition, form)
    expect(input.interests).toEqual(['Events', 'Technology'])
    expect(input.consent).toBe(true)
    expect(input).not.toHaveProperty('isAdmin')
    expect(validateForm(definition, input).ok).toBe(true)
    expect(toFormValues(input)).toMatchObject({
      consent: 'on',
      interests: ['Events', 'Technology'],
    })
  })

  it('uses what editors stored: labels, choices, and a safe redirect only', () => {
    const definition = resolveFormDefinition('contact', {
      kind: 'contact',
      title: 'Write to us',
      redirectTo: '//evil.example',
      fields: [{ field: 'topic', label: 'Subject', options: [{ label: 'Only this' }] }],
    })
    expect(definition.title).toBe('Write to us')
    expect(definition.redirectTo).toBeNull()
    const topic = definition.fields.find((f) => f.key === 'topic')
    expect(topic?.label).toBe('Subject')
    expect(topic?.options).toEqual([{ value: 'Only this', label: 'Only this' }])
    const input = toFormInput(definition, { ...good.contact, topic: 'Only this' })
    expect(validateForm(definition, input).ok).toBe(true)
    expect(resolveFormDefinition('silhouette').redirectTo).toBe('/project-silhouette-thank-you')
  })
})

describe('the forms in Spanish', () => {
  const spanish = (kind: FormKind) => resolveFormDefinition(kind, null, formWordsFor('es'))

  it('have Spanish words and messages for every field of every form, and Spanish links', () => {
    for (const kind of FORM_KINDS) {
      const definition = spanish(kind)
      expect(definition.locale).toBe('es')
      expect(definition.text.sending).toBe('Enviando…')
      for (const field of definition.fields) {
        const english = FORM_FIELDS[kind].find((f) => f.key === field.key)!
        expect(field.label, `${kind}.${field.key}`).not.toBe(english.defaultLabel)
        expect(field.noun, `${kind}.${field.key}`).not.toBe(english.noun)
      }
    }
    expect(spanish('silhouette').redirectTo).toBe('/es/project-silhouette-thank-you')
    const consent = spanish('volunteer').fields.find((f) => f.key === 'consent')
    expect(consent?.link).toEqual({
      href: '/es/policy/privacy-policy',
      label: 'Lee nuestra política de privacidad',
    })
    const track = spanish('volunteer').fields.find((f) => f.key === 'track')
    expect(track?.options).toEqual([
      { value: 'volunteer', label: 'Voluntariado general' },
      { value: 'ambassador', label: 'Programa de embajadores' },
    ])
  })

  it('say what to fix in Spanish, in tú', () => {
    const definition = spanish('volunteer')
    const result = validateForm(definition, toFormInput(definition, { email: 'sam@' }))
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Escribe tu nombre.',
        email: 'Escribe un correo electrónico con el formato nombre@ejemplo.org.',
        state: 'Elige dónde vives.',
        track: 'Elige cómo te gustaría ayudar.',
        interests: 'Elige al menos un área de interés.',
        availability: 'Elige tu disponibilidad.',
        consent: 'Marca esta casilla para que podamos guardar tus datos.',
      },
    })
  })
})
