import { describe, expect, it } from 'vitest'
import { removalQuestion, rowSummary } from '@domain/row-summary'

/** Admin rows are named after their content (issue 42): not "Text section · Untitled". */
const richText = (...texts: string[]) => ({
  root: {
    type: 'root',
    children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

describe('row names', () => {
  it('use a heading, a title, a question or a label first', () => {
    expect(rowSummary({ blockType: 'hero', heading: 'Belonging is a human right.' })).toBe(
      'Belonging is a human right.',
    )
    expect(rowSummary({ title: 'Youth programs', description: 'For ages 13–24' })).toBe(
      'Youth programs',
    )
    expect(rowSummary({ question: 'Is it free?', answer: 'Yes.' })).toBe('Is it free?')
    expect(rowSummary({ label: 'Donate', url: 'https://x' })).toBe('Donate')
  })

  it('else the first words of the text, or of the first card', () => {
    expect(rowSummary({ heading: '  ', content: richText('We started in 2019', 'in Ohio.') })).toBe(
      'We started in 2019 in Ohio.',
    )
    expect(rowSummary({ cards: [{ title: 'Mentoring' }, { title: 'Events' }] })).toBe(
      'Mentoring and 1 more',
    )
    expect(rowSummary({ content: richText('x'.repeat(100)) })).toHaveLength(60)
  })

  it('are empty for an empty row, and take hostile shapes without throwing', () => {
    expect(rowSummary({ blockType: 'stats' })).toBe('')
    for (const data of [
      null,
      undefined,
      'x',
      [],
      { heading: 5 },
      JSON.parse('{"__proto__":{"heading":"x"}}'),
    ])
      expect(rowSummary(data)).toBe('')
    const deep: Record<string, unknown> = {}
    let node = deep
    for (let i = 0; i < 1000; i++) node = (node.children = [{}])[0] as Record<string, unknown>
    expect(rowSummary({ content: { root: deep } })).toBe('')
  })
})

describe('removalQuestion', () => {
  it('names the block or row by its header, without its number', () => {
    expect(removalQuestion(' 03 Text section · Who we are ', true)).toBe(
      'Remove the block “Text section · Who we are” and everything in it? After a save it can be brought back only from an earlier version (History).',
    )
    expect(removalQuestion('', false)).toMatch(/^Remove this row and everything in it\?/)
  })
})
