import type { CollapsibleField, Field, TextField } from 'payload'
import { ANCHOR_PATTERN } from '@domain/links'

/** Optional in-page anchor, so menu links like /about#mission land on a real section. */
export const anchorField: TextField = {
  name: 'anchorId',
  type: 'text',
  label: 'Section link name',
  admin: {
    description:
      'Optional. A short name so links can jump to this part of the page: "mission" makes /about#mission. Lowercase letters, digits and hyphens.',
  },
  validate: (value: string | null | undefined) =>
    !value || ANCHOR_PATTERN.test(value)
      ? true
      : 'Section link name: use lowercase letters, digits and hyphens, starting with a letter.',
}

/**
 * The settings an editor seldom needs, last and folded away ("Advanced"); folding changes
 * nothing in the stored data.
 */
export const advanced = (...fields: Field[]): CollapsibleField => ({
  type: 'collapsible',
  label: 'Advanced',
  admin: { initCollapsed: true },
  fields,
})
