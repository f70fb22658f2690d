'use client'

import {
  Button,
  toast,
  useConfig,
  useDocumentInfo,
  useFormModified,
  useLocale,
  useServerFunctions,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useId, useState } from 'react'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/i18n/languages.mjs'
import { picturesHave, type TranslationState } from '@domain/i18n/translation-state'
import { useDocumentEndpoint } from '../useDocumentEndpoint'
import './translation-banner.css'

/** GET /api/{pages|stories|events}/:id/translation?locale=…: endpoints/translation.ts. */
type States = {
  live: TranslationState | null
  draft: TranslationState | null
  /** The notice a visitor of the language reads on an untranslated page. */
  notice: string
}
type Language = (typeof LANGUAGES)[number]
const BASE = DEFAULT_LANGUAGE.englishName

/** The draft's pictures without a description in the language, each a link to write it. */
function UndescribedImages({
  state,
  language,
  mediaUrl,
}: {
  state: TranslationState
  language: Language
  mediaUrl: (id: number | string) => string
}) {
  const n = state.undescribedImageCount
  if (n === 0) return null
  return (
    <>
      <p>
        {picturesHave(n)} no {language.englishName} description yet: screen readers in{' '}
        {language.englishName} read the {BASE} one. Open {n === 1 ? 'it' : 'each'}, keep{' '}
        {language.name} chosen at the top, and write it.
      </p>
      <ul className="translation-banner__passages">
        {state.undescribedImages.map((image) => (
          <li key={image.id}>
            <a className="translation-banner__link" href={mediaUrl(image.id)}>
              Describe “{image.alt.length > 60 ? `${image.alt.slice(0, 60)}…` : image.alt}” in{' '}
              {language.englishName}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Above a page's or story's fields: what a visitor of each other language than the default sees
 * of it (in the default language's view, a line per language; in a language's view, that
 * language in full), and the one action that starts a translation — Payload's "Copy to locale"
 * (its server function `copyDataFromLocale`, also in the document's ⋯ menu), copying the English
 * into the language's fields that are still empty. Payload saves the copy with the status of the
 * latest version, so on a published page it is published: visitors then get the same English
 * they had (by fallback), still under the note, since a passage that is still the English text is
 * not a translation. The state comes from GET /api/{pages|stories}/:id/translation?locale=…,
 * read again after every save.
 */
export function TranslationBanner() {
  const { code: locale } = useLocale()
  if (locale !== DEFAULT_LANGUAGE.code) {
    const language = LANGUAGES.find((l) => l.code === locale)
    return language ? <LanguageBanner language={language} view="full" /> : null
  }
  return LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE.code).map((language) => (
    <LanguageBanner key={language.code} language={language} view="compact" />
  ))
}

function LanguageBanner({ language, view }: { language: Language; view: 'full' | 'compact' }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { copyDataFromLocale } = useServerFunctions()
  const modified = useFormModified()
  const states = useDocumentEndpoint<States>('translation', `?locale=${language.code}`)
  const [copying, setCopying] = useState(false)
  const headingId = useId()

  const mediaUrl = (mediaId: number | string) =>
    `${formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/media/${mediaId}` })}?locale=${language.code}`

  const editUrl = (to: string) =>
    `${formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/${collectionSlug}/${id}` })}?locale=${to}`

  const startTranslation = async () => {
    if (!id || !collectionSlug) return
    setCopying(true)
    try {
      await copyDataFromLocale({
        collectionSlug,
        docID: id,
        fromLocale: DEFAULT_LANGUAGE.code,
        toLocale: language.code,
        overrideData: false,
      })
      // A full load: the form starts again from the copied draft.
      window.location.assign(editUrl(language.code))
    } catch (err) {
      setCopying(false)
      toast.error((err as Error).message || `The ${BASE} could not be copied. Try again.`)
    }
  }

  if (!id || !states?.draft) return null
  const noun =
    collectionSlug === 'stories' ? 'story' : collectionSlug === 'events' ? 'event' : 'page'
  const parts =
    collectionSlug === 'stories'
      ? 'headline, summary and story'
      : collectionSlug === 'events'
        ? 'title, summary and about'
        : 'title, introduction and blocks'
  const { live, draft } = states
  const liveTranslated = live?.translated ?? false
  // Pictures are the next step once the words are started: before, "Translate" comes first.
  const pictures = draft.reasons.includes('no-layout') ? 0 : draft.undescribedImageCount

  const name = language.englishName
  if (view === 'compact') {
    // The same two facts the language's view tells: what visitors get now, and how far the draft is.
    const visitors = liveTranslated
      ? `${name} visitors see this ${noun} in ${name}.`
      : live
        ? `${name} visitors see this ${noun} in ${BASE}, under a note that it is not translated yet.`
        : `This ${noun} is not published yet.`
    const draftState = draft.translated
      ? liveTranslated
        ? null
        : ` ${pictures > 0 ? `Every word of this draft is in ${name}` : `The ${name} of this draft is complete`}${live ? ': publish the changes to show it.' : '.'}`
      : liveTranslated
        ? ` This draft’s ${name} is not finished.`
        : live
          ? null
          : ' Not translated yet.'
    return (
      <section
        className="translation-banner translation-banner--compact"
        aria-labelledby={headingId}
      >
        <p id={headingId} className="translation-banner__heading">
          {name}: {visitors}
          {draftState}
          {pictures > 0 && ` ${picturesHave(pictures)} no ${name} description yet.`}
        </p>
        {!draft.translated && (
          <a className="translation-banner__link" href={editUrl(language.code)}>
            Translate this {noun} into {name}
          </a>
        )}
        {draft.translated && pictures > 0 && (
          <a className="translation-banner__link" href={mediaUrl(draft.undescribedImages[0].id)}>
            Describe {pictures === 1 ? 'the picture' : 'the pictures'} in {name}
          </a>
        )}
      </section>
    )
  }

  const done = draft.translated && pictures === 0 && (liveTranslated || !live)
  return (
    <section
      className={`translation-banner ${done ? 'translation-banner--done' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="translation-banner__heading">
        {live
          ? liveTranslated
            ? `On the site, ${name} visitors see this ${noun} in ${name}.`
            : `On the site, ${name} visitors see this ${noun} in ${BASE}, under the note “${states.notice}”.`
          : `This ${noun} is not published yet.`}
      </h2>
      {draft.reasons.includes('no-layout') ? (
        <>
          <p>
            It has no {name} content yet. Start from the {BASE}: this copies the {BASE} {parts} into
            the {name} fields that are empty and saves them. {name} visitors see no difference yet
            (the same {BASE}, under the note). Then replace the {BASE} words with {name} ones and
            publish. The {BASE} {noun} does not change.
          </p>
          <Button
            buttonStyle="primary"
            size="medium"
            onClick={() => void startTranslation()}
            disabled={copying || modified}
          >
            {copying ? `Copying the ${BASE}…` : `Start the ${name} version from the ${BASE}`}
          </Button>
          {modified && <p className="translation-banner__hint">Your changes are being saved…</p>}
        </>
      ) : draft.translated ? (
        <p>
          {liveTranslated
            ? pictures > 0
              ? `Every word is in ${name}.`
              : `Everything is in ${name}.`
            : `${pictures > 0 ? `Every word of this draft is in ${name}` : `The ${name} of this draft is complete`}. Publish the changes to show it to ${name} visitors.`}
        </p>
      ) : (
        <>
          <p>
            Still to translate in this draft
            {draft.reasons.includes('no-title')
              ? `: the ${noun === 'story' ? 'headline' : 'title'}`
              : ''}
            {draft.englishPassageCount > 0
              ? `${draft.reasons.includes('no-title') ? ', and ' : ': '}${draft.englishPassageCount} ${
                  draft.englishPassageCount === 1 ? 'passage that is' : 'passages that are'
                } still the ${BASE} text`
              : ''}
            . The note stays on the {name} {noun} until everything is in {name}.
          </p>
          {draft.englishPassages.length > 0 && (
            <ul className="translation-banner__passages">
              {draft.englishPassages.map((passage, i) => (
                <li key={i}>“{passage.length > 90 ? `${passage.slice(0, 90)}…` : passage}”</li>
              ))}
            </ul>
          )}
        </>
      )}
      {!draft.reasons.includes('no-layout') && (
        <UndescribedImages state={draft} language={language} mediaUrl={mediaUrl} />
      )}
    </section>
  )
}
