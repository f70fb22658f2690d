import type React from 'react'
import { type Locale, localizeHref } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { SubpageHeading } from './SubpageHeading'

export const safetyMetadata = (locale: Locale) => {
  const { title, description } = messagesFor(locale).safety
  return { title, description }
}

const kbd = 'font-sans font-semibold'
/** The catalogue's inline marks: [[key]], **strong**, [text](address). */
const MARKS = /\[\[(.+?)\]\]|\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g

/** A paragraph's words with their marks as elements. */
function Inline({ text, locale }: { text: string; locale: Locale }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const m of text.matchAll(MARKS)) {
    parts.push(text.slice(at, m.index))
    const key = parts.length
    if (m[1])
      parts.push(
        <kbd key={key} className={kbd}>
          {m[1]}
        </kbd>,
      )
    else if (m[2]) parts.push(<strong key={key}>{m[2]}</strong>)
    else
      parts.push(
        <a key={key} href={localizeHref(m[4]!, locale)}>
          {m[3]}
        </a>,
      )
    at = m.index + m[0].length
  }
  parts.push(text.slice(at))
  return parts
}

/** Plain, static advice for people who may be watched while they look for help. */
export function SafetyAdvice({ locale }: { locale: Locale }) {
  const t = messagesFor(locale).safety
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <SubpageHeading title={t.title} locale={locale}>
        {t.intro}
      </SubpageHeading>
      <div className="prose-body mt-8">
        {t.sections.map((section) => [
          <h2 key={section.heading} id={section.id}>
            {section.heading}
          </h2>,
          section.body.map((block, i) =>
            typeof block === 'string' ? (
              <p key={`${section.heading}-${i}`}>
                <Inline text={block} locale={locale} />
              </p>
            ) : (
              <ul key={`${section.heading}-${i}`}>
                {block.list.map((item) => (
                  <li key={item}>
                    <Inline text={item} locale={locale} />
                  </li>
                ))}
              </ul>
            ),
          ),
        ])}
      </div>
    </div>
  )
}
