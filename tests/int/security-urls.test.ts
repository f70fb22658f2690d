import { type Payload, ValidationError } from 'payload'
import type { Page } from '../../src/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

/**
 * javascript: and data: addresses are refused on the server with a field error, on draft saves
 * (where Payload skips `validate`) as well as on publish: every URL field uses the one rule of
 * domain/url.ts.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const UNSAFE = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' javascript:alert(1)',
  '//evil.example/x',
]
const created: { collection: 'pages' | 'crisis-resources'; id: number }[] = []

/** The field error of a refused save, as the admin and the REST API show it. */
async function fieldError(save: () => Promise<unknown>) {
  const error = await save().then(
    () => null,
    (err: unknown) => err,
  )
  expect(error, 'the save must be refused').toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors
}

type RichText = NonNullable<
  Extract<Page['layout'][number], { blockType: 'richTextSection' }>['content']
>

/** A rich-text value holding one link. */
const linkDoc = (url: string): RichText => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            format: '',
            indent: 0,
            direction: 'ltr',
            id: 'link1',
            fields: { url, newTab: false, linkType: 'custom' },
            children: [
              {
                type: 'text',
                text: 'Read more',
                version: 1,
                format: 0,
                mode: 'normal',
                style: '',
                detail: 0,
              },
            ],
          },
        ],
      },
    ],
  },
})

const pageData = (slug: string, layout: Page['layout']) => ({
  title: `URL test ${slug}`,
  slug,
  layout,
  _status: 'draft' as const,
})

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const doc of created)
    await payload.delete({ ...doc, overrideAccess: true, context: ctx }).catch(() => undefined)
})

describe('URL fields refuse javascript: and data:', () => {
  it('site settings: social links and the donation address', async () => {
    for (const url of UNSAFE) {
      const errors = await fieldError(() =>
        payload.updateGlobal({
          slug: 'site-settings',
          data: { socialLinks: [{ platform: 'Facebook', url }] },
          overrideAccess: true,
          context: ctx,
        }),
      )
      expect(errors[0]?.path).toBe('socialLinks.0.url')
      expect(errors[0]?.message).toMatch(/https:\/\//)
    }
    await fieldError(() =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { donationUrl: 'javascript:alert(1)' },
        overrideAccess: true,
        context: ctx,
      }),
    )
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(JSON.stringify(settings)).not.toMatch(/javascript:|data:text/i)
  })

  it('rich-text links, on a draft save and on publish', async () => {
    for (const draft of [true, false]) {
      const slug = `url-rich-${draft ? 'draft' : 'live'}-${run}`
      const errors = await fieldError(() =>
        payload.create({
          collection: 'pages',
          data: {
            ...pageData(slug, [
              { blockType: 'richTextSection', content: linkDoc('javascript:alert(1)') },
            ]),
            _status: draft ? 'draft' : 'published',
          },
          draft,
          overrideAccess: true,
          context: ctx,
        }),
      )
      expect(errors[0]?.message).toMatch(/^Link: enter/)
    }
    const page = await payload.create({
      collection: 'pages',
      data: pageData(`url-rich-ok-${run}`, [
        { blockType: 'richTextSection', content: linkDoc('https://example.org/help') },
      ]),
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    created.push({ collection: 'pages', id: page.id })
    await fieldError(() =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { layout: [{ blockType: 'richTextSection', content: linkDoc('data:text/html,hi') }] },
        draft: true,
        overrideAccess: true,
        context: ctx,
      }),
    )
  })

  it('button links of blocks and menus, on a draft save too', async () => {
    await fieldError(() =>
      payload.create({
        collection: 'pages',
        data: pageData(`url-hero-${run}`, [
          {
            blockType: 'hero',
            heading: 'Hi',
            actions: [{ label: 'Go', href: 'javascript:alert(1)' }],
          },
        ]),
        draft: true,
        overrideAccess: true,
        context: ctx,
      }),
    )
    await fieldError(() =>
      payload.create({
        collection: 'menus',
        data: {
          key: 'resources',
          title: 'Resources',
          buttonLabel: 'Resources',
          href: '/resources',
          sections: [{ title: 'Read', items: [{ name: 'Guide', href: 'data:text/html,hi' }] }],
        },
        overrideAccess: true,
        context: ctx,
      }),
    )
  })

  it('safe addresses are still stored: paths, anchors, https, mailto: and tel:', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: pageData(`url-safe-${run}`, [
        {
          blockType: 'richTextSection',
          content: linkDoc('mailto:hello@example.org'),
          actions: [
            { label: 'About', href: '/about' },
            { label: 'Call', href: 'tel:+18664887386' },
            { label: 'Mission', href: '#mission' },
          ],
        },
      ]),
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    created.push({ collection: 'pages', id: page.id })
    expect(page.id).toBeTruthy()
  })

  // collections/CrisisResources/index.ts belongs to another change in flight: this test passes
  // once its `website` field uses urlValidation (fields/url.ts).
  it('crisis line website, saved as a draft', async () => {
    const errors = await fieldError(() =>
      payload
        .create({
          collection: 'crisis-resources',
          data: {
            name: `URL test line ${run}`,
            slug: `url-test-line-${run}`,
            description: 'A test line.',
            phone: '5550100',
            phoneDisplay: '555-0100',
            website: 'javascript:alert(document.cookie)',
            availability: '24/7',
            priority: 'high',
            displayOrder: 999,
            lastVerified: new Date().toISOString(),
            _status: 'draft',
          },
          draft: true,
          overrideAccess: true,
          context: ctx,
        })
        .then((doc) => {
          created.push({ collection: 'crisis-resources', id: doc.id })
          return doc
        }),
    )
    expect(errors[0]?.path).toBe('website')
  })
})
