import {
  DEFAULT_FORM_COPY,
  FORM_FIELDS,
  FORM_KINDS,
  type FormKind,
} from '@domain/forms/definitions'
import type { Form } from '../../payload-types'

type FieldKey = NonNullable<Form['fields']>[number]['field']

/** Strips the common leading indentation so Markdown can be written indented in this file. */
const md = (text: string): string => {
  const lines = text.replace(/^\n+/, '').replace(/\s+$/, '').split('\n')
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)?.[0].length ?? 0)
  const indent = indents.length ? Math.min(...indents) : 0
  return lines.map((l) => l.slice(indent)).join('\n')
}

const intros: Record<FormKind, string> = {
  contact: md(`
    Use this form to reach our team. If you'd rather use e-mail, you'll find our address at the bottom of every page. We aim to reply within a few business days.

    A few details help us answer faster:

    - **Training requests:** your organization, your team size, and what you hope to achieve
    - **One-on-one guidance:** mention SUMMIT, and how you'd like us to reach you
    - **PROJECT: SILHOUETTE:** where you plan to use the guide
    - **Press:** your outlet and your deadline

    This website is new and still in beta. If something looks wrong or doesn't work for you, please tell us. It really helps.

    Please don't use this form for emergencies. It isn't watched around the clock.
  `),
  volunteer: md(`
    Tell us a little about yourself: where you are, what you enjoy doing, and how much time you'd like to give. Choose **Ambassador program** if you'd like to represent us in your own community.

    Someone from our team will get back to you to talk about the best fit. Questions first? [Send us a message](/contact).
  `),
  newsletter: md(`
    Get occasional updates on new resources, podcast episodes, events and ways to help.

    You're only added to the list once you confirm your address. Every newsletter includes a link to unsubscribe, and we never sell or share your address.
  `),
  silhouette: md(`
    Tell us a little about where you'll use PROJECT: SILHOUETTE, and we'll send it your way.

    Questions about the guide? [Send us a message](/contact).
  `),
}

/** One stored form per kind, holding the built-in words so editors can see and change them. */
export const seedForms = FORM_KINDS.map((kind) => ({
  kind,
  ...DEFAULT_FORM_COPY[kind],
  intro: intros[kind],
  fields: FORM_FIELDS[kind].map((f) => ({
    field: f.key as FieldKey,
    label: f.defaultLabel,
    help: f.defaultHelp ?? null,
    options: f.defaultOptions?.map((label) => ({ label })),
  })),
}))
