import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, TextField } from 'payload'
import { teamOnly, teamOrSite } from '../../access'
import { urlValidation } from '../../fields/url'
import { revalidateCollection } from '../../revalidation'
import { CACHE_TAGS } from '@domain/cache-tags'
import { fromPathReason, normalizeFromPath, REDIRECT_URL_KINDS } from '@domain/redirects'

const revalidateRedirects = revalidateCollection(() => [CACHE_TAGS.redirects])
const customUrl = urlValidation('New address', REDIRECT_URL_KINDS, { required: true })

/** The plugin's fields, with the site's words, checks and the one URL rule. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if ('name' in field && field.name === 'from')
      return {
        ...(field as TextField),
        label: 'Old address',
        maxLength: 300,
        admin: {
          description:
            'The path that should lead somewhere else, e.g. /old-page or /es/old-page (a Spanish address). Also an address of a previous site, such as /about-us.html. At most 300 characters.',
        },
        hooks: {
          beforeValidate: [
            ({ value }) => (typeof value === 'string' ? normalizeFromPath(value) : value),
          ],
        },
        validate: (value: unknown) => fromPathReason(value) ?? true,
      } as TextField
    if ('name' in field && field.name === 'to' && field.type === 'group')
      return {
        ...field,
        label: 'Where it leads',
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type' && sub.type === 'radio')
            return {
              ...sub,
              label: 'Leads to',
              options: [
                { label: 'A page, story or event of this site', value: 'reference' },
                { label: 'Another address', value: 'custom' },
              ],
            }
          if (sub.name === 'reference' && sub.type === 'relationship')
            return {
              ...sub,
              label: 'Page, story or event',
              // Payload then checks that the chosen document exists (a 400, not a 500).
              filterOptions: () => true,
              admin: {
                ...sub.admin,
                description:
                  'Start typing its title. The redirect follows it if its address changes again.',
              },
            } as Field
          if (sub.name === 'url' && sub.type === 'text')
            return {
              ...sub,
              label: 'New address',
              admin: {
                ...sub.admin,
                description: 'A path of this site (/volunteer) or a full web address (https://…).',
              },
              validate: customUrl.validate,
              hooks: { beforeChange: customUrl.hooks.beforeChange },
            } as TextField
          return sub
        }),
      }
    return field
  })
}

/**
 * Old addresses that answer a permanent redirect (Payload's official redirects plugin). Editors
 * add them here for a previous site's addresses; renaming a published page or story adds one by
 * itself (./rename.ts). The site reads them when an address is no page (src/lib/cms/redirects.ts).
 */
export const redirects = redirectsPlugin({
  collections: ['pages', 'stories', 'events'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Navigation',
      useAsTitle: 'from',
      // Where each leads: the page's or story's title, or the address (not "A page or a story").
      defaultColumns: ['from', 'to.reference', 'to.url', 'updatedAt'],
      description:
        'Old addresses that send visitors on to where the content is now, permanently (308). Changing the address of a published page, story or event adds one here by itself, so links in newsletters, flyers and search engines keep working; renaming it back removes it.',
    },
    access: { read: teamOrSite, create: teamOnly, update: teamOnly, delete: teamOnly },
    hooks: {
      afterChange: [revalidateRedirects.afterChange],
      afterDelete: [revalidateRedirects.afterDelete],
    },
    fields: redirectFields,
  },
})
