/**
 * The site forms' English interface words (the spec's texts, exactly): status lines, toasts and
 * the validation messages, `{noun}` filled in per field. Its own small module because the form's
 * browser code needs the English defaults; the Spanish are in domain/i18n/messages/es.ts, and
 * a form gets the words of its page's language from the server (FormDefinition.text).
 */
export const FORM_TEXT = {
  sending: 'Sending…',
  requiredNote: 'All fields are required unless marked optional.',
  choose: 'Choose…',
  honeypot: 'Website (leave this empty)',
  errorPrefix: 'Error: ',
  invalidOne: 'Please correct the field marked below.',
  invalidMany: 'Please correct the {count} fields marked below.',
  rateLimited: 'Rate limited. Please wait {seconds} seconds before trying again.',
  serverError:
    "Sorry, we couldn't send this just now. Your details are still here: please try again in a few minutes.",
  unknownForm: 'This form could not be sent. Please reload the page and try again.',
  /** The newsletter's e-mail field, before signing up, while the site cannot send email. */
  newsletterNoMailBefore:
    "This site can't send e-mail yet, so we can't send you the link that confirms your sign-up. Please come back later.",
  /** The newsletter's answer while the site cannot send email (no mail server set up). */
  newsletterNoMail:
    "Thanks! Your sign-up is saved, but this site can't send email yet, so no confirmation link has gone out. Please try again later.",
  errors: {
    tooLong: '{Noun} must be {max} characters or fewer.',
    tooShort: '{Noun} must be at least {min} characters.',
    control: '{Noun} contains invisible control characters. Remove them and try again.',
    enter: 'Enter {noun}.',
    email: 'Enter an e-mail address in the format name@example.org.',
    choose: 'Choose {noun}.',
    chooseListed: 'Choose one of the listed options.',
    chooseAtLeastOne: 'Choose at least one {noun}.',
    chooseFromListed: 'Choose from the listed options.',
    consent: 'Please tick this box so we can keep your details.',
  },
}

export type FormText = typeof FORM_TEXT
