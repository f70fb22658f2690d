import { describe, expect, it } from 'vitest'
import { FORM_KINDS, forThisServer, resolveFormDefinition } from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { LOCALES } from '@domain/i18n/locales'

/**
 * No promise before the fact: the newsletter form tells a visitor a link will be sent only on a
 * server that can send it (src/lib/cms: readFormDefinition passes whether mail is set up).
 */
describe('forThisServer: a form’s words for the server it is on', () => {
  const help = (
    kind: (typeof FORM_KINDS)[number],
    locale: (typeof LOCALES)[number],
    mail: boolean,
  ) =>
    forThisServer(resolveFormDefinition(kind, null, formWordsFor(locale)), mail).fields.find(
      (f) => f.key === 'email',
    )?.help

  it('keeps the promise of a confirmation link where mail is set up', () => {
    for (const locale of LOCALES) {
      const words = formWordsFor(locale)
      expect(help('newsletter', locale, true), locale).toBe(
        resolveFormDefinition('newsletter', null, words).fields[0].help,
      )
    }
    expect(help('newsletter', LOCALES[0], true)).toBe("We'll send a link to confirm it's you.")
  })

  it('says beforehand, in each language, that no link can be sent where it is not', () => {
    const said = new Set<string>()
    for (const locale of LOCALES) {
      const text = help('newsletter', locale, false)
      expect(text, locale).toBe(formWordsFor(locale).text?.newsletterNoMailBefore)
      expect(text, locale).not.toMatch(/we'll send|te enviaremos/i)
      said.add(text!)
    }
    expect(help('newsletter', LOCALES[0], false)).toBe(
      "This site can't send e-mail yet, so we can't send you the link that confirms your sign-up. Please come back later.",
    )
    // Its own words in each language of its own (the test-only third falls back to English).
    expect(said.size).toBeGreaterThan(1)
  })

  it('changes nothing on the forms that make no such promise', () => {
    for (const kind of FORM_KINDS.filter((k) => k !== 'newsletter')) {
      const definition = resolveFormDefinition(kind)
      expect(forThisServer(definition, false)).toEqual(definition)
    }
  })

  it('replaces an editor’s promise too: the stored help of the e-mail field', () => {
    const stored = { fields: [{ field: 'email', label: 'E-mail', help: 'A link is on its way!' }] }
    const definition = resolveFormDefinition('newsletter', stored as never)
    expect(forThisServer(definition, true).fields[0].help).toBe('A link is on its way!')
    expect(forThisServer(definition, false).fields[0].help).toBe(
      definition.text.newsletterNoMailBefore,
    )
  })
})
