import 'server-only'
import { messagesFor } from '@domain/i18n/messages'
import { mailIsSetUp } from '@/lib/email/adapter'
import type { Payload } from 'payload'
import { readStaffSettings } from '@/lib/cms/queries'
import { FORM_RATE_LIMIT } from '@domain/constants'
import { env } from '@/lib/env'
import { addressGroup, rateLimit } from '@domain/rate-limit'
import {
  FORM_KIND_LABELS,
  type FormDefinition,
  HONEYPOT_FIELD,
  VOLUNTEER_TRACKS,
} from '@domain/forms/definitions'
import { type FormInput, toFormInput, toFormValues, validateForm } from '@domain/forms/schema'
import { type FormState, INVALID_MESSAGE, rateLimitedMessage } from '@/lib/forms/form-state'
import { sendMail } from '@/lib/cms/forms/mail'
import type { MailOutcome } from '@domain/forms/notification'
import { subscribe } from '@/lib/cms/forms/newsletter'
import { purgeExpiredIfDue } from '@/lib/cms/forms/retention'
import { oneLine, summarise } from '@/lib/cms/forms/summary'
import {
  checkRegistration,
  NO_EVENT,
  type RegistrationCheck,
  withPlace,
} from '@/lib/cms/forms/event-registration'

export type SubmitResult = FormState & {
  /** The HTTP status an API answer should carry. */
  httpStatus: 200 | 400 | 429 | 503
  retryAfterSeconds?: number
  redirectTo?: string
}

const honeypotFilled = (source: FormData | Record<string, unknown>) => {
  const value =
    typeof FormData !== 'undefined' && source instanceof FormData
      ? source.get(HONEYPOT_FIELD)
      : (source as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : Boolean(value)
}

const text = (v: FormInput[string] | undefined) => (typeof v === 'string' ? v : '')

function staffSubject(definition: FormDefinition, data: FormInput): string {
  const name = text(data.name)
  switch (definition.kind) {
    case 'contact':
      return `Contact form: ${text(data.topic)} (from ${name})`
    case 'volunteer': {
      const track = VOLUNTEER_TRACKS[text(data.track) as keyof typeof VOLUNTEER_TRACKS]
      return `Volunteer application, ${track ?? 'volunteering'}: ${name}`
    }
    default:
      return `${FORM_KIND_LABELS[definition.kind]}: ${name}`
  }
}

async function storeSubmission(
  payload: Payload,
  definition: FormDefinition,
  data: FormInput,
  now: number,
  registration: Extract<RegistrationCheck, { ok: true }>,
): Promise<'stored' | 'full'> {
  const form = definition.kind
  if (form === 'newsletter') throw new Error('newsletter sign-ups are not submissions')
  const summary = summarise(definition, data)
  const submission = await withPlace(payload, registration, (req) =>
    payload.create({
      collection: 'form-submissions',
      data: {
        form,
        status: 'new',
        name: text(data.name),
        email: text(data.email),
        topic: text(data.topic) || null,
        event: registration.eventId,
        summary,
        data: { ...data },
      },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  if (submission === 'full') return 'full'

  // The submission is stored: from here on a failure is logged, never shown to the visitor
  // (who would otherwise send it again).
  try {
    if (definition.notifyStaff) await notifyStaff(payload, definition, data, summary, submission.id)
    await purgeExpiredIfDue(payload, now)
  } catch (err) {
    payload.logger.error({
      msg: `Form ${definition.kind}: follow-up after storing failed`,
      err: (err as Error).message,
    })
  }
  return 'stored'
}

async function notifyStaff(
  payload: Payload,
  definition: FormDefinition,
  data: FormInput,
  summary: string,
  id: number,
) {
  const settings = await readStaffSettings(payload)
  const to = settings.notificationEmail ?? settings.contactEmail
  if (!settings.notificationEmail) {
    payload.logger.warn(
      'Site settings has no staff notification address; sending submissions to the contact address',
    )
  }
  const adminUrl = `${env.SERVER_URL.replace(/\/$/, '')}/admin/collections/form-submissions/${id}`
  const outcome = await sendMail(
    payload,
    {
      to,
      replyTo: text(data.email),
      subject: oneLine(staffSubject(definition, data)),
      outboxAbout: { submission: id },
      text: [
        `A new ${FORM_KIND_LABELS[definition.kind].toLowerCase()} arrived through ${settings.siteName}.`,
        '',
        summary,
        '',
        `Read it in the admin (sign-in needed): ${adminUrl}`,
        'Replying to this e-mail answers the sender directly.',
      ].join('\n'),
    },
    `${definition.kind} notification`,
  )
  await recordNotification(payload, id, outcome)
  // A slow mail server: the final answer is recorded when it comes.
  if (outcome.status === 'sending' && outcome.later) {
    void outcome.later
      .then((final) => recordNotification(payload, id, final))
      .catch((err: Error) =>
        payload.logger.error({ msg: 'Recording a late notification failed', err: err.message }),
      )
  }
}

/**
 * What became of the team's e-mail: "Team e-mailed at" is set only when a mail server accepted
 * it; otherwise the submission says nobody was notified, and why.
 */
async function recordNotification(payload: Payload, id: number, outcome: MailOutcome) {
  await payload.update({
    collection: 'form-submissions',
    id,
    data: {
      staffNotification: outcome.status,
      staffNotificationDetail: outcome.status === 'failed' ? oneLine(outcome.reason, 300) : null,
      staffNotifiedAt: outcome.status === 'sent' ? new Date().toISOString() : null,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Handles one submission of a site form, from a form post or a JSON body: rate limit per IP,
 * honeypot, validation with the form's schema, then storage (or newsletter sign-up) and the
 * staff e-mail. Bad input is answered with field errors, never with an exception.
 */
export async function submitForm({
  payload,
  definition,
  source,
  ip,
  now = Date.now(),
}: {
  payload: Payload
  definition: FormDefinition
  source: FormData | Record<string, unknown>
  ip: string
  now?: number
}): Promise<SubmitResult> {
  const input = toFormInput(definition, source)
  const values = toFormValues(input)
  const limited = await rateLimit(
    // Per address group: an IPv6 client counts by its /64 (domain/rate-limit.ts, addressGroup).
    `form:${definition.kind}:${addressGroup(ip)}`,
    FORM_RATE_LIMIT.max,
    FORM_RATE_LIMIT.windowMs,
    now,
  )
  if (!limited.ok) {
    return {
      status: 'rate-limited',
      message: rateLimitedMessage(limited.retryAfterSeconds, definition.text),
      values,
      at: now,
      httpStatus: 429,
      retryAfterSeconds: limited.retryAfterSeconds,
    }
  }

  const success: SubmitResult = {
    status: 'success',
    // The newsletter's answer says a link was sent: not while no mail server is set up (the
    // same for every address, so it tells nothing about who is on the list).
    message:
      definition.kind === 'newsletter' && !mailIsSetUp(payload)
        ? definition.text.newsletterNoMail
        : definition.confirmationMessage,
    values: {},
    at: now,
    httpStatus: 200,
    redirectTo: definition.redirectTo ?? undefined,
  }
  // A filled honeypot gets the normal answer, so the bot learns nothing; nothing is stored.
  if (honeypotFilled(source)) {
    payload.logger.info(`Form ${definition.kind}: honeypot filled, submission dropped`)
    return success
  }

  const result = validateForm(definition, input)
  if (!result.ok) {
    return {
      status: 'invalid',
      message: INVALID_MESSAGE(Object.keys(result.fieldErrors).length, definition.text),
      fieldErrors: result.fieldErrors,
      values,
      at: now,
      httpStatus: 400,
    }
  }

  // A registration for an event: only while it takes answers (./event-registration.ts).
  const registration =
    definition.kind === 'newsletter'
      ? NO_EVENT
      : await checkRegistration(payload, definition, source, now)
  if (!registration.ok) {
    return { status: 'invalid', message: registration.message, values, at: now, httpStatus: 400 }
  }

  try {
    if (definition.kind === 'newsletter') {
      await subscribe(
        payload,
        {
          email: text(result.data.email),
          name: text(result.data.name),
          locale: definition.locale,
        },
        now,
      )
    } else if (
      (await storeSubmission(payload, definition, result.data, now, registration)) === 'full'
    ) {
      const message = messagesFor(definition.locale).events.full
      return { status: 'invalid', message, values, at: now, httpStatus: 400 }
    }
  } catch (err) {
    payload.logger.error({
      msg: `Form ${definition.kind}: submission failed`,
      err: (err as Error).message,
    })
    return {
      status: 'error',
      message: definition.text.serverError,
      values,
      at: now,
      httpStatus: 503,
    }
  }
  return success
}
