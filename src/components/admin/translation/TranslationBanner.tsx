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
import { useCallback, useEffect, useId, useState } from 'react'
import { picturesHave, type TranslationState } from '@domain/i18n/translation-state'
import './translation-banner.css'

type States = { live: TranslationState | null; draft: TranslationState | null }

/** The draft's pictures without a Spanish description, each a link to write it. */
function UndescribedImages({
  state,
  mediaUrl,
}: {
  state: TranslationState
  mediaUrl: (id: number | string) => string
}) {
  const n = state.undescribedImageCount
  if (n === 0) return null
  return (
    <>
      <p>
        {picturesHave(n)} no Spanish description yet: screen readers in Spanish read the English
        one. Open {n === 1 ? 'it' : 'each'}, keep Español chosen at the top, and write it.
      </p>
      <ul className="translation-banner__passages">
        {state.undescribedImages.map((image) => (
          <li key={image.id}>
            <a className="translation-banner__link" href={mediaUrl(image.id)}>
              Describe “{image.alt.length > 60 ? `${image.alt.slice(0, 60)}…` : image.alt}” in
              Spanish
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Above a page's or story's fields: what a Spanish visitor sees of it, and the one action that starts
 * a translation — Payload's "Copy to locale" (its server function `copyDataFromLocale`, also in
 * the document's ⋯ menu), copying the English into the Spanish fields that are still empty.
 * Payload saves the copy with the status of the latest version, so on a published page it is
 * published: visitors then get the same English they had (by fallback), still under the note,
 * since a passage that is still the English text is not a translation. The state comes from
 * GET /api/{pages|stories}/:id/translation, read again after every save.
 */
export function TranslationBanner() {
  const { code: locale } = useLocale()
  const { id, collectionSlug, savedDocumentData, versionCount } = useDocumentInfo()
  const { config } = useConfig()
  const { copyDataFromLocale } = useServerFunctions()
  const modified = useFormModified()
  const [states, setStates] = useState<States | null>(null)
  const [copying, setCopying] = useState(false)
  const headingId = useId()
  const savedAt = (savedDocumentData as { updatedAt?: string } | undefined)?.updatedAt

  useEffect(() => {
    if (!id || !collectionSlug) return
    const controller = new AbortController()
    fetch(
      formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}/${id}/translation` }),
      {
        credentials: 'include',
        signal: controller.signal,
      },
    )
      .then((res) => (res.ok ? (res.json() as Promise<States>) : null))
      .then((json) => json && setStates(json))
      .catch(() => {})
    return () => controller.abort()
  }, [id, collectionSlug, savedAt, versionCount, config.routes.api])

  const mediaUrl = useCallback(
    (mediaId: number | string) =>
      `${formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/media/${mediaId}` })}?locale=es`,
    [config.routes.admin],
  )

  const editUrl = useCallback(
    (to: string) =>
      `${formatAdminURL({ adminRoute: config.routes.admin, path: `/collections/${collectionSlug}/${id}` })}?locale=${to}`,
    [collectionSlug, config.routes.admin, id],
  )

  const startTranslation = useCallback(async () => {
    if (!id || !collectionSlug) return
    setCopying(true)
    try {
      await copyDataFromLocale({
        collectionSlug,
        docID: id,
        fromLocale: 'en',
        toLocale: 'es',
        overrideData: false,
      })
      // A full load: the form starts again from the copied draft.
      window.location.assign(editUrl('es'))
    } catch (err) {
      setCopying(false)
      toast.error((err as Error).message || 'The English could not be copied. Try again.')
    }
  }, [collectionSlug, copyDataFromLocale, editUrl, id])

  if (!id || !states?.draft) return null
  const noun = collectionSlug === 'stories' ? 'story' : 'page'
  const parts =
    collectionSlug === 'stories' ? 'headline, summary and story' : 'title, introduction and blocks'
  const { live, draft } = states
  const liveTranslated = live?.translated ?? false
  // Pictures are the next step once the words are started: before, "Translate" comes first.
  const pictures = draft.reasons.includes('no-layout') ? 0 : draft.undescribedImageCount

  if (locale !== 'es') {
    // The same two facts the Spanish view tells: what visitors get now, and how far the draft is.
    const visitors = liveTranslated
      ? `Spanish visitors see this ${noun} in Spanish.`
      : live
        ? `Spanish visitors see this ${noun} in English, under a note that it is not translated yet.`
        : `This ${noun} is not published yet.`
    const draftState = draft.translated
      ? liveTranslated
        ? null
        : ` ${pictures > 0 ? 'Every word of this draft is in Spanish' : 'The Spanish of this draft is complete'}${live ? ': publish the changes to show it.' : '.'}`
      : liveTranslated
        ? ' This draft’s Spanish is not finished.'
        : live
          ? null
          : ' Not translated yet.'
    return (
      <section
        className="translation-banner translation-banner--compact"
        aria-labelledby={headingId}
      >
        <p id={headingId} className="translation-banner__heading">
          Spanish: {visitors}
          {draftState}
          {pictures > 0 && ` ${picturesHave(pictures)} no Spanish description yet.`}
        </p>
        {!draft.translated && (
          <a className="translation-banner__link" href={editUrl('es')}>
            Translate this {noun} into Spanish
          </a>
        )}
        {draft.translated && pictures > 0 && (
          <a className="translation-banner__link" href={mediaUrl(draft.undescribedImages[0].id)}>
            Describe {pictures === 1 ? 'the picture' : 'the pictures'} in Spanish
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
            ? `On the site, Spanish visitors see this ${noun} in Spanish.`
            : `On the site, Spanish visitors see this ${noun} in English, under the note “Esta página aún no está traducida”.`
          : `This ${noun} is not published yet.`}
      </h2>
      {draft.reasons.includes('no-layout') ? (
        <>
          <p>
            It has no Spanish content yet. Start from the English: this copies the English {parts}{' '}
            into the Spanish fields that are empty and saves them. Spanish visitors see no
            difference yet (the same English, under the note). Then replace the English words with
            Spanish ones and publish. The English {noun} does not change.
          </p>
          <Button
            buttonStyle="primary"
            size="medium"
            onClick={() => void startTranslation()}
            disabled={copying || modified}
          >
            {copying ? 'Copying the English…' : 'Start the Spanish version from the English'}
          </Button>
          {modified && <p className="translation-banner__hint">Your changes are being saved…</p>}
        </>
      ) : draft.translated ? (
        <p>
          {liveTranslated
            ? pictures > 0
              ? 'Every word is in Spanish.'
              : 'Everything is in Spanish.'
            : `${pictures > 0 ? 'Every word of this draft is in Spanish' : 'The Spanish of this draft is complete'}. Publish the changes to show it to Spanish visitors.`}
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
                } still the English text`
              : ''}
            . The note stays on the Spanish {noun} until everything is in Spanish.
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
        <UndescribedImages state={draft} mediaUrl={mediaUrl} />
      )}
    </section>
  )
}
