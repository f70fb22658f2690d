import { describe, expect, it } from 'vitest'
import { fallbackCrisisResources } from '@/lib/cms/fallbacks'
import { toCrisisLine } from '@domain/crisis/lines'
import { crisisLinesVcf, foldLine, telUri } from '@domain/crisis/vcard'

const lines = fallbackCrisisResources.map(toCrisisLine)
const vcf = crisisLinesVcf(lines, new Date('2026-11-23T10:00:00Z'))
/** Unfolded content lines (RFC 6350 §3.2). */
const contentLines = vcf.replace(/\r\n /g, '').split('\r\n').filter(Boolean)

describe('crisis lines as vCard 4.0', () => {
  it('has one card per line, each version 4.0, with CRLF line ends only', () => {
    expect(contentLines.filter((l) => l === 'BEGIN:VCARD')).toHaveLength(lines.length)
    expect(contentLines.filter((l) => l === 'VERSION:4.0')).toHaveLength(lines.length)
    expect(vcf.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('gives call and text numbers as tel: URIs, chat and website', () => {
    expect(contentLines).toContain('FN:Trans Lifeline')
    expect(contentLines).toContain('TEL;VALUE=uri;TYPE="voice":tel:+18775658860')
    expect(contentLines).toContain('TEL;VALUE=uri;TYPE="voice":tel:988')
    expect(contentLines).toContain('TEL;VALUE=uri;TYPE="text":tel:741741')
    expect(contentLines).toContain('IMPP:https://988lifeline.org/chat/')
    expect(contentLines).toContain('REV:20261123T100000Z')
    const trans = contentLines.find((l) => l.startsWith('NOTE:Peer support by phone'))
    expect(trans).toContain('Hours: Mon–Fri 10 am–6 pm PT.')
  })

  it('escapes text and folds long lines without splitting a character', () => {
    expect(contentLines).toContain('FN:988 Suicide & Crisis Lifeline')
    expect(contentLines.some((l) => l.includes('\\,'))).toBe(true)
    const folded = foldLine(`NOTE:${'é'.repeat(100)}`)
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`NOTE:${'é'.repeat(100)}`)
  })

  it('writes North American numbers in international form and keeps short codes', () => {
    expect(telUri('1-866-488-7386')).toBe('tel:+18664887386')
    expect(telUri('8664887386')).toBe('tel:+18664887386')
    expect(telUri('678678')).toBe('tel:678678')
  })
})
