import type { Condition, Field, FieldHook, RadioField, RelationshipField, TextField } from 'payload'
import { relationship as relationshipValidation } from 'payload/shared'
import { ANCHOR_PATTERN, type LinkType } from '@domain/links'
import { LINK_KINDS } from '@domain/url'
import { urlValidation } from './url'

type LinkSiblings = { linkType?: LinkType | null } | undefined

const typeOf = (siblingData: unknown): LinkType | null | undefined =>
  (siblingData as LinkSiblings)?.linkType

const when =
  (type: LinkType): Condition =>
  (_data, siblingData) =>
    typeOf(siblingData) === type

/** A value kept only while its link type is chosen: switching types leaves no hidden stale value. */
const onlyFor =
  (type: LinkType): FieldHook =>
  ({ value, siblingData }) =>
    typeOf(siblingData) === type || typeOf(siblingData) === undefined ? value : null

export type LinkOptions = {
  /** How the editor knows this link, in messages ("Button link", "Menu item link"). */
  label?: string
  /** A link that may be left out ("No link" is then a choice). */
  required?: boolean
  /** Help under the link type. */
  description?: string
}

/**
 * A link an editor can set without knowing addresses: a page of this site picked by its title
 * (its address follows the page if it moves, in both languages), or another address through the
 * site's one URL rule (a web address, e-mail, phone, or a site path such as /crisis). The data
 * module turns both into the address visitors get (domain/links.ts).
 *
 * A story (/news/…) is picked the same way.
 *
 * Stored as sibling fields `linkType`, `page`, `anchor`, `story` and `href`.
 */
export function linkFields({
  label = 'Link',
  required = true,
  description,
}: LinkOptions = {}): Field[] {
  const hrefRule = urlValidation(label, LINK_KINDS, { required: true })
  const linkType: RadioField = {
    name: 'linkType',
    type: 'radio',
    label: `${label} goes to`,
    defaultValue: required ? 'page' : 'none',
    options: [
      ...(required ? [] : [{ label: 'No link', value: 'none' }]),
      { label: 'A page of this site', value: 'page' },
      { label: 'A story (News & stories)', value: 'story' },
      { label: 'Another address (web, e-mail, phone)', value: 'url' },
    ],
    admin: { layout: 'horizontal', description },
    hooks: {
      // Links written as just an address (older API clients, imports) are addresses.
      beforeValidate: [
        ({ siblingData }) => {
          const sibling = siblingData as { linkType?: unknown; href?: unknown } | undefined
          return sibling?.linkType === undefined && sibling?.href ? 'url' : undefined
        },
      ],
    },
  }
  /** A page or a story picked by its title, required while its link type is chosen. */
  const picked = (type: 'page' | 'story', description: string, width?: string) =>
    ({
      name: type,
      type: 'relationship',
      relationTo: type === 'page' ? 'pages' : 'stories',
      label: type === 'page' ? 'Page' : 'Story',
      // Payload then checks that the chosen page exists (a 400 naming the field, not a 500).
      filterOptions: () => true,
      admin: { condition: when(type), width, description },
      validate: (value, args) =>
        typeOf(args.siblingData) === type && !value
          ? `${label}: choose the ${type} to link to.`
          : relationshipValidation(value, args),
      hooks: { beforeChange: [onlyFor(type)] },
    }) satisfies RelationshipField
  const page = picked(
    'page',
    'Start typing its title. The link follows the page if its address changes, and leads to its Spanish version on Spanish pages. Visitors see the link once the page is published.',
    '60%',
  )
  const story = picked(
    'story',
    'Start typing its headline. The link follows the story if its address changes. Visitors see the link once the story is published.',
  )
  const anchor: TextField = {
    name: 'anchor',
    type: 'text',
    label: 'Section of that page (optional)',
    admin: {
      condition: when('page'),
      width: '40%',
      description: 'The "Section link name" of a part of that page, e.g. mission.',
    },
    validate: (value: string | null | undefined) =>
      !value || ANCHOR_PATTERN.test(value)
        ? true
        : `${label}: the section is a name of lowercase letters, digits and hyphens, e.g. "mission".`,
    hooks: { beforeChange: [onlyFor('page')] },
  }
  const href: TextField = {
    name: 'href',
    type: 'text',
    label: 'Address',
    admin: {
      condition: when('url'),
      description:
        'A full web address (https://…), mailto: or tel:, or a path of the site that is not a page here, like /crisis or /donate.',
    },
    validate: (value, args) =>
      ['page', 'story', 'none'].includes(typeOf(args.siblingData) ?? '')
        ? true
        : hrefRule.validate(value, args),
    hooks: { beforeChange: [onlyFor('url'), hrefRule.hooks.beforeChange[0]] },
  }
  return [linkType, { type: 'row', fields: [page, anchor] }, story, href]
}

/** A labelled button or link, used by blocks. */
export const actionFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    required: true,
    label: 'Button text',
    admin: { description: 'What the button says, e.g. "Volunteer with us".' },
  },
  ...linkFields({ label: 'Button link' }),
  {
    name: 'external',
    type: 'checkbox',
    defaultValue: false,
    label: 'Open in a new tab',
    admin: { condition: when('url') },
  },
  {
    name: 'style',
    type: 'select',
    defaultValue: 'primary',
    label: 'Look',
    options: [
      { label: 'Filled (main action)', value: 'primary' },
      { label: 'Outlined (second action)', value: 'secondary' },
    ],
  },
]

/** Shows "Open in a new tab" only for addresses. */
export const whenAddress = when('url')
