'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getFormDefinition, getPayloadClient } from '@/lib/cms'
import { clientIp } from '@domain/rate-limit'
import { FORM_KIND_FIELD, FORM_LOCALE_FIELD, isFormKind } from '@domain/forms/definitions'
import { DEFAULT_LOCALE, isLocale, type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { toFormInput, toFormValues } from '@domain/forms/schema'
import { confirmSubscription, unsubscribe } from '@/lib/cms/forms/newsletter'
import { submitForm } from '@/lib/cms/forms/submit'
import type { FormState } from '@/lib/forms/form-state'

const localeOf = (value: FormDataEntryValue | null): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE

/**
 * React calls these with a form. A call made by hand with anything else (a crafted multipart
 * body) is no call of these actions: 404, not the 500 of reading fields from something else.
 */
function asForm(value: unknown): FormData {
  if (!(value instanceof FormData)) notFound()
  return value
}

/**
 * The site forms post here (with JavaScript through React, without it as a plain form post
 * that re-renders the page). Which form it is comes from a hidden field; its words and choices
 * are read on the server, never taken from the browser.
 */
export async function submitFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const formData = asForm(form)
  const kind = formData.get(FORM_KIND_FIELD)
  const locale = localeOf(formData.get(FORM_LOCALE_FIELD))
  if (!isFormKind(kind)) {
    return { status: 'error', message: messagesFor(locale).forms.unknownForm, at: Date.now() }
  }
  const definition = await getFormDefinition(kind, locale)
  let result: Awaited<ReturnType<typeof submitForm>>
  try {
    const [payload, requestHeaders] = await Promise.all([getPayloadClient(), headers()])
    result = await submitForm({
      payload,
      definition,
      source: formData,
      ip: clientIp(requestHeaders),
    })
  } catch (err) {
    console.error(`[forms] ${kind}: could not handle the submission:`, (err as Error).message)
    return {
      status: 'error',
      message: definition.text.serverError,
      values: toFormValues(toFormInput(definition, formData)),
      at: Date.now(),
    }
  }
  if (result.status === 'success' && result.redirectTo) redirect(result.redirectTo)
  const { status, message, fieldErrors, values, at } = result
  return { status, message, fieldErrors, values, at }
}

/** The button on /newsletter/confirm (or /es/…): activates the subscription of its token. */
export async function confirmSubscriptionAction(form: FormData): Promise<void> {
  const formData = asForm(form)
  const token = String(formData.get('token') ?? '')
  const locale = localeOf(formData.get(FORM_LOCALE_FIELD))
  const outcome = await confirmSubscription(await getPayloadClient(), token)
  redirect(`${toLocalePath('/newsletter/confirm', locale)}?result=${outcome.status}`)
}

/** The button on /newsletter/unsubscribe (or /es/…; a signed link from an e-mail). */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const formData = asForm(form)
  const locale = localeOf(formData.get(FORM_LOCALE_FIELD))
  const outcome = await unsubscribe(
    await getPayloadClient(),
    String(formData.get('id') ?? ''),
    String(formData.get('sig') ?? ''),
  )
  redirect(`${toLocalePath('/newsletter/unsubscribe', locale)}?result=${outcome}`)
}
