import type { TextField } from 'payload'

/** Optional in-page anchor, so menu links like /about#mission land on a real section. */
export const anchorField: TextField = {
  name: 'anchorId',
  type: 'text',
  label: 'Anchor (for links like /about#mission)',
  admin: { description: 'Lowercase letters, digits and hyphens, e.g. "mission".' },
  validate: (value: string | null | undefined) =>
    !value || /^[a-z][a-z0-9-]*$/.test(value)
      ? true
      : 'Anchor: use lowercase letters, digits and hyphens, starting with a letter.',
}
