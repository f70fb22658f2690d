import { CmsRichText } from '@/components/ui/CmsRichText'
import { forThisServer, isFormKind, resolveFormDefinition } from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import type { FormBlock } from '@/payload-types'
import { LazyCmsForm } from '@/components/forms/LazyCmsForm'
import { env } from '@/lib/env'

/**
 * `block.form` comes populated in the page's locale (its words fall back to English). Its words
 * promise only e-mail this server can send (forThisServer): the page renders at run time.
 */
export function FormBlockComponent({
  block,
  locale,
  registeringFor,
}: {
  block: FormBlock
  locale: Locale
  /** On an event's page: the form registers for this event, and its heading says so. */
  registeringFor?: { id: number; heading: string }
}) {
  const doc = typeof block.form === 'object' ? block.form : null
  if (!doc || !isFormKind(doc.kind)) return null
  const definition = forThisServer(
    resolveFormDefinition(doc.kind, doc, formWordsFor(locale)),
    Boolean(env.SMTP_HOST),
  )
  const titleId = `${block.anchorId || doc.kind}-form-title`
  return (
    <section
      id={block.anchorId ?? undefined}
      // On a page whose own words are still the default language's (its lang), the form is in the page's.
      lang={locale === DEFAULT_LOCALE ? undefined : locale}
      aria-labelledby={titleId}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {registeringFor?.heading ?? definition.title}
          </h2>
          {doc.intro && !registeringFor && (
            <div className="prose-body mt-4">
              <CmsRichText data={doc.intro} disableContainer locale={locale} />
            </div>
          )}
        </div>
        <LazyCmsForm definition={definition} titleId={titleId} eventId={registeringFor?.id} />
      </div>
    </section>
  )
}
