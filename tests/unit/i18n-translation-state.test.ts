import { describe, expect, it } from 'vitest'
import {
  describeTranslationState,
  imagesOf,
  passagesOf,
  layoutShown,
  settingsTranslated,
  translationState,
} from '@domain/i18n/translation-state'

const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children: [
        { type: 'text', text, format: 0, mode: 'normal', style: '', detail: 0, version: 1 },
      ],
    })),
  },
})

const englishLayout = [
  {
    id: 'a1',
    blockType: 'richTextSection',
    anchorId: 'our-mission',
    heading: 'What we do every day',
    content: richText('We run peer support groups for LGBTQ+ youth.', 'Trevor Project'),
    actions: [{ id: 'b1', label: 'Join a group today', href: '/contact', style: 'primary' }],
  },
]
const english = { title: 'Our programs and services', intro: null, layout: englishLayout }

describe('translationState', () => {
  it('is not translated while Spanish has no layout of its own, even with a Spanish title', () => {
    const state = translationState(english, { title: 'Nuestros programas', layout: [] })
    expect(state.translated).toBe(false)
    expect(state.reasons).toEqual(['no-layout'])
    expect(describeTranslationState(state, 'es')).toMatch(
      /in English: it has no Spanish content yet/,
    )
    expect(
      translationState(english, { title: 'Nuestros programas', layout: null }).reasons,
    ).toEqual(['no-layout'])
  })

  it('is not translated without a Spanish title', () => {
    const state = translationState(english, {
      title: null,
      layout: [
        {
          ...englishLayout[0],
          heading: 'Lo que hacemos cada día',
          content: richText('Grupos de apoyo entre pares.'),
          actions: [],
        },
      ],
    })
    expect(state.reasons).toEqual(['no-title'])
  })

  it('counts a copy of the English as not translated, passage by passage', () => {
    // What "Start the Spanish version from the English" leaves: the English, in Spanish fields.
    const copied = translationState(english, { ...english })
    expect(copied.translated).toBe(false)
    expect(copied.reasons).toEqual(['english-passages'])
    expect(copied.englishPassages).toEqual([
      'Our programs and services',
      'What we do every day',
      'We run peer support groups for LGBTQ+ youth.',
      'Join a group today',
    ])
    // Links, anchors, styles and short names are not prose to translate.
    expect(copied.englishPassages).not.toContain('/contact')
    expect(copied.englishPassages).not.toContain('Trevor Project')

    const half = translationState(english, {
      title: 'Nuestros programas y servicios',
      layout: [{ ...englishLayout[0], heading: 'Lo que hacemos cada día' }],
    })
    expect(half.englishPassageCount).toBe(2)
    expect(half.englishPassages).toEqual([
      'We run peer support groups for LGBTQ+ youth.',
      'Join a group today',
    ])
  })

  it('is translated when title and layout are Spanish; names may stay as they are', () => {
    const state = translationState(english, {
      title: 'Nuestros programas y servicios',
      layout: [
        {
          ...englishLayout[0],
          heading: 'Lo que hacemos cada día',
          content: richText('Grupos de apoyo entre pares para jóvenes LGBTQ+.', 'Trevor Project'),
          actions: [
            { id: 'c1', label: 'Únete a un grupo hoy', href: '/contact', style: 'primary' },
          ],
        },
      ],
    })
    expect(state).toEqual({
      translated: true,
      reasons: [],
      englishPassages: [],
      englishPassageCount: 0,
      undescribedImages: [],
      undescribedImageCount: 0,
    })
    expect(describeTranslationState(state, 'es')).toBe('Spanish visitors see this page in Spanish.')
  })

  it('compares whole passages, ignoring case and spacing', () => {
    const state = translationState(english, {
      title: 'Nuestros programas',
      layout: [{ blockType: 'callToAction', heading: '  what we DO   every day ' }],
    })
    expect(state.englishPassages).toEqual(['what we DO every day'])
  })
})

describe('passagesOf', () => {
  it('reads block texts and rich-text words, not ids, types or addresses', () => {
    expect(passagesOf(englishLayout)).toEqual([
      'What we do every day',
      'We run peer support groups for LGBTQ+ youth.',
      'Trevor Project',
      'Join a group today',
    ])
  })
})

describe('imagesOf', () => {
  it('finds each picture a layout shows once: hero images and pictures in rich text', () => {
    const upload = (value: unknown) => ({ type: 'upload', relationTo: 'media', value, fields: {} })
    const layout = [
      { blockType: 'hero', heading: 'Hi', image: { id: 7, alt: 'A flag' } },
      {
        blockType: 'richTextSection',
        content: { root: { type: 'root', children: [upload(9), upload({ id: 7 }), upload('')] } },
      },
      { blockType: 'hero', heading: 'No picture', image: null },
      {
        blockType: 'richTextSection',
        content: { root: { children: [{ type: 'upload', relationTo: 'reports', value: 3 }] } },
      },
    ]
    expect(imagesOf(layout)).toEqual([7, 9])
    expect(imagesOf(null)).toEqual([])
  })

  it('reads the Spanish layout a visitor gets: its own, else the English one', () => {
    const own = [{ blockType: 'hero', image: 2 }]
    expect(layoutShown(english, { layout: own })).toBe(own)
    expect(layoutShown(english, { layout: [] })).toBe(englishLayout)
  })

  it('counts pictures without a Spanish description apart from the words', () => {
    const state = translationState(english, english, [{ id: 7, alt: 'A flag' }])
    expect(state.undescribedImageCount).toBe(1)
    expect(describeTranslationState({ ...state, translated: true, reasons: [] }, 'es')).toBe(
      'Spanish visitors see this page in Spanish, but 1 picture has no Spanish description yet.',
    )
  })

  it('counts the settings translated only with the statement and every footer heading and link text', () => {
    const footerColumns = [{ title: 'Recursos', links: [{ label: 'Blog' }, { label: 'Guías' }] }]
    expect(settingsTranslated({ nonprofitStatement: 'Somos…', footerColumns })).toBe(true)
    expect(settingsTranslated({ nonprofitStatement: null, footerColumns })).toBe(false)
    const noHeading = [{ ...footerColumns[0], title: null }]
    expect(settingsTranslated({ nonprofitStatement: 'Somos…', footerColumns: noHeading })).toBe(
      false,
    )
    const noLinkText = [{ ...footerColumns[0], links: [{ label: 'Blog' }, { label: null }] }]
    expect(settingsTranslated({ nonprofitStatement: 'Somos…', footerColumns: noLinkText })).toBe(
      false,
    )
  })
})
