import { describe, expect, it } from 'vitest'
import {
  fieldPlace,
  labelText,
  refusedFields,
  refusedSaveSentence,
  type FieldStates,
  type SchemaField,
} from '@domain/refused-save'

/** A page's schema as the admin's client config has it, cut down to what is named here. */
const schema: SchemaField[] = [
  { type: 'text', name: 'title', label: 'Page title' },
  {
    type: 'blocks',
    name: 'layout',
    label: 'Page content',
    labels: { singular: 'Block' },
    blocks: [
      {
        slug: 'textImage',
        labels: { singular: 'Text and image' },
        fields: [
          { type: 'text', name: 'heading', label: 'Heading' },
          { type: 'collapsible', fields: [{ type: 'text', name: 'anchorId' }] },
        ],
      },
      {
        slug: 'faq',
        labels: { singular: { en: 'Questions and answers', xx: 'Preguntas' } },
        fields: [
          {
            type: 'array',
            name: 'items',
            label: 'Questions',
            labels: { singular: 'Question' },
            fields: [{ type: 'text', name: 'question', label: 'Question' }],
          },
        ],
      },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      { label: 'Content', fields: [{ type: 'text', name: 'intro', label: 'Intro' }] },
      { name: 'seo', label: 'Search', fields: [{ type: 'text', name: 'title', label: 'Title' }] },
    ],
  },
]

const state: FieldStates = {
  'layout.6.blockType': { value: 'textImage' },
  'layout.1.blockType': { value: 'faq' },
}

describe('fieldPlace', () => {
  it('names a block by its number and its kind, then the field', () => {
    expect(fieldPlace(schema, 'layout.6.heading', state, 'en')).toBe(
      'Block 7 (Text and image) → Heading',
    )
  })

  it('names a list row by its noun and number, leaving out the list it is in', () => {
    expect(fieldPlace(schema, 'layout.1.items.0.question', state, 'en')).toBe(
      'Block 2 (Questions and answers) → Question 1 → Question',
    )
    expect(fieldPlace(schema, 'layout.1.items', state, 'en')).toBe(
      'Block 2 (Questions and answers) → Questions',
    )
  })

  it('reads labels in the admin language, and a field without a label by its name', () => {
    expect(fieldPlace(schema, 'layout.1.items', state, 'xx')).toBe(
      'Block 2 (Preguntas) → Questions',
    )
    expect(fieldPlace(schema, 'layout.6.anchorId', state, 'en')).toBe(
      'Block 7 (Text and image) → Anchor id',
    )
  })

  it('looks through unnamed tabs and into named ones', () => {
    expect(fieldPlace(schema, 'intro', state, 'en')).toBe('Intro')
    expect(fieldPlace(schema, 'seo.title', state, 'en')).toBe('Search → Title')
  })

  it('names a block whose kind is unknown by its number only, and nothing for an unknown path', () => {
    expect(fieldPlace(schema, 'layout.3.heading', state, 'en')).toBe('Block 4')
    expect(fieldPlace(schema, 'nothing.here', state, 'en')).toBeUndefined()
  })
})

describe('refusedFields and refusedSaveSentence', () => {
  it('lists each refused field with its reason, skipping hidden ones and those around it', () => {
    const refused = refusedFields(
      schema,
      {
        ...state,
        title: { valid: true, value: 'Volunteer' },
        'layout.6.heading': { valid: false, errorMessage: 'This field is required.' },
        'layout.6.anchorId': { valid: false, errorMessage: 'Bad', passesCondition: false },
        layout: { valid: false },
        // Refused before a row was added; now refused only for the row's fields.
        'layout.1.items': {
          valid: false,
          errorMessage: 'This field requires at least 1 row.',
          errorPaths: ['layout.1.items.0.question'],
        },
        'layout.1.items.0.question': {
          valid: false,
          errorMessage: 'This field is required.',
          errorPaths: ['layout.1.items.0.question'],
        },
        'somewhere.else': { valid: false, errorMessage: 'Bad value.' },
      },
      'en',
    )
    expect(refused).toEqual([
      'Block 7 (Text and image) → Heading: This field is required.',
      'Block 2 (Questions and answers) → Question 1 → Question: This field is required.',
      'Bad value.',
    ])
  })

  it('says the save was refused, naming the first field and counting the rest', () => {
    expect(
      refusedSaveSentence(['Block 7 (Text and image) → Heading: This field is required.']),
    ).toBe('Not saved: Block 7 (Text and image) → Heading: This field is required.')
    expect(refusedSaveSentence(['A: x.', 'B: y.', 'C: z.'])).toBe(
      'Not saved: A: x. 2 more fields to fix.',
    )
    expect(refusedSaveSentence(['A: x.', 'B: y.'])).toBe('Not saved: A: x. 1 more field to fix.')
    expect(refusedSaveSentence([])).toBe('Your latest changes are not saved yet.')
  })

  it('reads a label given as text or per language', () => {
    expect(labelText('Heading', 'en')).toBe('Heading')
    expect(labelText({ en: 'Heading', xx: 'Título' }, 'xx')).toBe('Título')
    expect(labelText(false, 'en')).toBeUndefined()
  })
})
