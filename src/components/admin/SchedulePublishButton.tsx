'use client'

import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useEffect } from 'react'

/**
 * Payload's own "Publish changes" button (pages and stories), with one correction to the
 * "Schedule Publish" drawer it opens. Payload preselects "Unpublish" there whenever the document
 * has no draft newer than its published version — which is also the case for a document that was
 * never published (it counts newer drafts only against a published one). A volunteer scheduling a
 * new draft story for Monday then saves "Unpublish" without noticing, and on Monday nothing
 * happens. For a document never published, "Publish" is selected instead; a published document
 * keeps Payload's choice. The editor can still pick either.
 *
 * Only Payload's exports and the radio's id (`field-<drawer slug>-type-publish`, its Radio
 * component's) are used; tests/e2e/scheduled-publish.spec.ts checks it in the real admin.
 */
export function SchedulePublishButton(props: PublishButtonClientProps) {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const open = id !== undefined && isModalOpen(`schedule-publish-${id}`)

  useEffect(() => {
    if (!open || hasPublishedDoc) return
    // The drawer's radios appear in the same or the next frame; look for a short while only.
    let frame = 0
    let tries = 0
    const selectPublish = () => {
      const radio = document.querySelector(`[id^="field-schedule-publish-${id}-type-publish"]`)
      if (radio instanceof HTMLInputElement) {
        if (!radio.checked) radio.click()
        return
      }
      if (++tries < 60) frame = requestAnimationFrame(selectPublish)
    }
    selectPublish()
    return () => cancelAnimationFrame(frame)
  }, [open, hasPublishedDoc, id])

  return <PublishButton {...props} />
}
