'use client'
import { useDocumentInfo, useFormSubmitted, useTranslation, useWatchForm } from '@payloadcms/ui'
import { refusedFields, refusedSaveSentence, type SchemaField } from '@domain/refused-save'

/**
 * Says so when the last save was refused (issue 60): Payload's "Last saved …" next to the
 * autosave reads the last stored save's time whatever the last save did, so after a refused
 * autosave it still claimed one. Shown from the refusal until a save is stored, naming the first
 * field to fix ("Block 7 (Text and image) → Heading: This field is required.",
 * domain/refused-save.ts); Payload's own note is hidden meanwhile (admin-chrome.css).
 *
 * The form holds a refused save while it is submitted and not valid: Payload sets both when its
 * own check or the server refuses a save, and clears `submitted` when a save is stored.
 */
export function RefusedSaveNotice() {
  const { fields, isValid } = useWatchForm()
  const submitted = useFormSubmitted()
  const { docConfig } = useDocumentInfo()
  const { i18n } = useTranslation()
  const refused = submitted && !isValid
  const sentence = refused
    ? refusedSaveSentence(
        refusedFields((docConfig?.fields ?? []) as SchemaField[], fields, i18n.language),
      )
    : ''
  // The live region is always there, so a screen reader announces the refusal when it appears.
  return (
    <p role="status" className={refused ? 'refused-save refused-save--shown' : 'refused-save'}>
      {sentence}
    </p>
  )
}
