/**
 * The hours in words by language code, the words read from the message catalogues: for the
 * server (and the CMS). Browser code calls ./wording with the words its page was given, so it
 * never loads both catalogues.
 */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import { messagesFor } from '../../i18n/messages'
import type { Hours, OpenState } from './schedule'
import {
  describeOpenStateIn,
  describeWeeklyHoursIn,
  formatClockIn,
  type HoursText,
  upcomingClosuresIn,
} from './wording'

const textIn = (language: Locale): HoursText => messagesFor(language).crisis.card

/** "4 pm", "4:30 pm" in the given time zone (the runtime's own zone when omitted). */
export const formatClock = (
  date: Date,
  timeZone?: string,
  language: Locale = DEFAULT_LOCALE,
): string => formatClockIn(date, timeZone, textIn(language))

/** "Open now, until 12 am your time", …: see describeOpenStateIn. */
export const describeOpenState = (
  state: OpenState,
  now: Date,
  timeZone?: string,
  zoneLabel?: string,
  language: Locale = DEFAULT_LOCALE,
): string => describeOpenStateIn(state, now, timeZone, zoneLabel, textIn(language))

/** "Mon–Fri 10 am–6 pm PT", …: see describeWeeklyHoursIn. */
export const describeWeeklyHours = (
  hours: Hours | null | undefined,
  at: Date = new Date(),
  language: Locale = DEFAULT_LOCALE,
): string | null => describeWeeklyHoursIn(hours, at, textIn(language))

/** "Thu, Nov 26 (Thanksgiving)", …: see upcomingClosuresIn. */
export const upcomingClosures = (
  hours: Hours | null | undefined,
  now: Date,
  limit = 5,
  language: Locale = DEFAULT_LOCALE,
): { firstDay: string; lastDay: string; text: string }[] =>
  upcomingClosuresIn(hours, now, limit, textIn(language))
