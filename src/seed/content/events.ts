/**
 * Demo events and their categories, in English and Spanish, dated from the moment of the seed in
 * New York time so a fresh site shows every state an event can be in: an in-person training next
 * month with access features and registration, a weekly online support group (discreet in
 * calendars, link shown near the time, one week skipped), a cancelled community night, a moved
 * one, and one that ended weeks ago (in the archive, and on the dashboard's review list). Each
 * says it is demo content; the seed never touches an event or category that already exists (by
 * address).
 */
import { DEFAULT_TIME_ZONE, wallClock, zonedWallTimeToInstant } from '@domain/crisis/hours/zone'
import type { AccessibilityFeature } from '@domain/events/rules'
import type { FormKind } from '@domain/forms/definitions'
import type { SeedBlock } from '../types'

export type SeedEventCategory = { slug: string; name: string; nameEs: string }

export const seedEventCategories: SeedEventCategory[] = [
  { slug: 'training', name: 'Training', nameEs: 'Capacitación' },
  { slug: 'support-group', name: 'Support group', nameEs: 'Grupo de apoyo' },
  { slug: 'community-night', name: 'Community night', nameEs: 'Noche comunitaria' },
]

/** The section /services#events (the services menu's "Events" link) lands on. */
export const SERVICES_EVENTS_ANCHOR = 'events'

/** The "Events and workshops" text that held that anchor before the list came (below it now). */
export const WORKSHOPS_ANCHOR = 'workshops'

/** The services page's list of the next events, as seeded and as the correction adds it. */
export const servicesEventsBlock = () =>
  ({
    blockType: 'upcomingEvents',
    anchorId: SERVICES_EVENTS_ANCHOR,
    heading: 'Upcoming events',
    limit: 3,
  }) satisfies SeedBlock

type Words = {
  title: string
  summary: string
  /** Markdown. */
  body: string
  audience?: string
  venueName?: string
  accessibilityNotes?: string
  statusNote?: string
}

export type SeedEvent = {
  slug: string
  categories: string[]
  startsAt: string
  endsAt: string
  timeZone: string
  repeat?: { frequency: 'weekly' | 'monthly'; until?: string; exceptions?: string[] }
  attendance: 'in-person' | 'online'
  address?: string
  online?: { joinUrl: string; joinLinkShown: 'registered' | 'nearTime' }
  accessibility?: AccessibilityFeature[]
  registration?:
    | { kind: 'form'; form: FormKind; capacity?: number }
    | { kind: 'external'; url: string; capacity?: number }
  organiser?: string
  eventStatus?: 'scheduled' | 'moved' | 'cancelled'
  previousStartsAt?: string
  sensitive?: boolean
  /** Seeded as not saved since it ended: the dashboard lists it for review. */
  unreviewed?: boolean
  en: Words
  es: Words
}

const DEMO_EN =
  '*Demo content: this event shows how events look on the site. Edit or delete it in the admin under Content → Events.*'
const DEMO_ES =
  '*Contenido de demostración: este evento muestra cómo se ven los eventos en el sitio. Edítalo o bórralo en el panel, en Contenido → Eventos.*'

const ZONE = DEFAULT_TIME_ZONE
const DAY_MS = 86_400_000

/** The seed's calendar in New York: local days from today, at a wall-clock time there. */
function calendarFrom(now: Date) {
  const today = wallClock(now, ZONE)
  const todayMs = Date.UTC(today.year, today.month - 1, today.day)
  const at = (days: number, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number)
    return zonedWallTimeToInstant(todayMs + days * DAY_MS + (h * 60 + m) * 60_000, ZONE)
  }
  /** Days from today to the next `weekday` (0 = Sunday) at least `min` days ahead. */
  const nextWeekday = (weekday: number, min: number) =>
    min + ((((weekday - ((today.weekday + min) % 7)) % 7) + 7) % 7)
  /** Days from today to the second `weekday` of next month. */
  const secondOfNextMonth = (weekday: number) => {
    const first = Date.UTC(today.year, today.month, 1)
    const firstWeekday = new Date(first).getUTCDay()
    const day = first + (((weekday - firstWeekday + 7) % 7) + 7) * DAY_MS
    return Math.round((day - todayMs) / DAY_MS)
  }
  const iso = (days: number, hhmm: string) => at(days, hhmm).toISOString()
  return { iso, nextWeekday, secondOfNextMonth }
}

/** The demo events as of `now`. */
export function seedEvents(now: Date = new Date()): SeedEvent[] {
  const { iso, nextWeekday, secondOfNextMonth } = calendarFrom(now)
  const training = secondOfNextMonth(4) // the second Thursday of next month
  const group = nextWeekday(3, 0) - 21 // a Wednesday three weeks ago: it has been meeting since
  const cancelled = nextWeekday(5, 8) // a Friday at least a week ahead
  const movedFrom = nextWeekday(2, 3)
  const movedTo = movedFrom + 7
  const past = nextWeekday(6, -52) // a Saturday about seven weeks ago
  return [
    {
      slug: 'ally-training-for-workplaces',
      categories: ['training'],
      startsAt: iso(training, '10:00'),
      endsAt: iso(training, '12:30'),
      timeZone: ZONE,
      attendance: 'in-person',
      address: '200 Example Avenue, Suite 300\nColumbus, OH 43215',
      accessibility: ['stepFree', 'captions'],
      registration: { kind: 'form', form: 'contact', capacity: 30 },
      organiser: 'The education team',
      en: {
        title: 'Ally training for workplaces',
        summary:
          'A practical morning for managers, HR teams and colleagues: the basics, inclusive language, and what to do when someone comes out to you.',
        audience: 'Managers, HR teams and anyone who wants to be a better colleague',
        venueName: 'Belonging Network community room',
        accessibilityNotes:
          'Step-free entrance from the parking lot; an elevator to the third floor; all-gender restrooms on every floor. Live captions on the screen.',
        body: `Two and a half hours, with a break, and time for every question, including the ones people worry are awkward.

- The basics of sexual orientation and gender identity, in clear terms
- Language that includes, and common mistakes to avoid
- Names and pronouns at work

To register, send the form below: your answer is kept with this training and counted against its places.

${DEMO_EN}`,
      },
      es: {
        title: 'Capacitación para personas aliadas en el trabajo',
        summary:
          'Una mañana práctica para gerentes, equipos de recursos humanos y colegas: lo básico, lenguaje inclusivo y qué hacer cuando alguien te cuenta quién es.',
        audience: 'Gerentes, equipos de recursos humanos y cualquiera que quiera ser mejor colega',
        venueName: 'Sala comunitaria de Belonging Network',
        accessibilityNotes:
          'Entrada sin escalones desde el estacionamiento; ascensor al tercer piso; baños para todos los géneros en cada piso. Subtítulos en vivo en la pantalla.',
        body: `Dos horas y media, con una pausa, y tiempo para todas las preguntas, también las que parecen incómodas.

- Lo básico sobre orientación sexual e identidad de género, en palabras claras
- Lenguaje que incluye, y errores comunes que evitar
- Nombres y pronombres en el trabajo

Para inscribirte, envía el formulario de abajo: tu respuesta queda con esta capacitación y cuenta para sus plazas.

${DEMO_ES}`,
      },
    },
    {
      slug: 'peer-support-group-online',
      categories: ['support-group'],
      startsAt: iso(group, '19:00'),
      endsAt: iso(group, '20:30'),
      timeZone: ZONE,
      // Every Wednesday, without end; no meeting in three weeks (a holiday).
      repeat: { frequency: 'weekly', exceptions: [iso(nextWeekday(3, 1) + 14, '12:00')] },
      attendance: 'online',
      online: {
        joinUrl: 'https://meet.example.org/belonging-peer-group',
        joinLinkShown: 'nearTime',
      },
      accessibility: ['captions'],
      organiser: 'Peer facilitators',
      sensitive: true,
      en: {
        title: 'Peer support group (online)',
        summary:
          'A weekly video call for LGBTQ+ adults to talk, listen and be heard, led by trained peer facilitators. Cameras optional.',
        audience: 'LGBTQ+ adults 18 and over',
        accessibilityNotes: 'Live captions in the call; you can join by phone or by chat only.',
        body: `Come as you are, every Wednesday evening. You don't need to talk; listening is welcome too. What is said in the group stays in the group.

The link to join shows on this page from 30 minutes before the group starts until it ends.

${DEMO_EN}`,
      },
      es: {
        title: 'Grupo de apoyo entre pares (en línea)',
        summary:
          'Una videollamada semanal para personas LGBTQ+ adultas para hablar, escuchar y sentirse escuchadas, con facilitadores pares formados. La cámara es opcional.',
        audience: 'Personas LGBTQ+ de 18 años o más',
        accessibilityNotes:
          'Subtítulos en vivo en la llamada; puedes unirte solo por teléfono o por chat.',
        body: `Ven como eres, todos los miércoles por la tarde. No hace falta hablar; escuchar también está bien. Lo que se dice en el grupo se queda en el grupo.

El enlace para unirte aparece en esta página desde 30 minutos antes de que empiece el grupo hasta que termina.

${DEMO_ES}`,
      },
    },
    {
      slug: 'community-night-game-night',
      categories: ['community-night'],
      startsAt: iso(cancelled, '18:30'),
      endsAt: iso(cancelled, '21:00'),
      timeZone: ZONE,
      attendance: 'in-person',
      address: '200 Example Avenue, Suite 300\nColumbus, OH 43215',
      accessibility: ['stepFree', 'quietRoom'],
      eventStatus: 'cancelled',
      organiser: 'BRIDGE volunteers',
      en: {
        title: 'Community night: board games',
        summary:
          'An evening of board games, snacks and good company for LGBTQ+ people and friends. No experience needed.',
        venueName: 'Belonging Network community room',
        statusNote:
          'Cancelled: the building is closed for repairs that evening. The next community night is in the newsletter.',
        body: `Bring a game or learn a new one. Snacks are vegetarian, with vegan and gluten-free options.

${DEMO_EN}`,
      },
      es: {
        title: 'Noche comunitaria: juegos de mesa',
        summary:
          'Una tarde de juegos de mesa, algo de comer y buena compañía para personas LGBTQ+ y amistades. No hace falta experiencia.',
        venueName: 'Sala comunitaria de Belonging Network',
        statusNote:
          'Cancelada: el edificio está cerrado por reparaciones esa tarde. La próxima noche comunitaria se anuncia en el boletín.',
        body: `Trae un juego o aprende uno nuevo. La comida es vegetariana, con opciones veganas y sin gluten.

${DEMO_ES}`,
      },
    },
    {
      slug: 'family-conversation-circle',
      categories: ['community-night'],
      startsAt: iso(movedTo, '18:00'),
      endsAt: iso(movedTo, '19:30'),
      timeZone: ZONE,
      attendance: 'online',
      online: {
        joinUrl: 'https://meet.example.org/belonging-families',
        joinLinkShown: 'registered',
      },
      registration: { kind: 'form', form: 'contact' },
      eventStatus: 'moved',
      previousStartsAt: iso(movedFrom, '18:00'),
      organiser: 'The education team',
      en: {
        title: 'Family conversation circle',
        summary:
          'Parents and family members of LGBTQ+ people share questions and experiences, with a facilitator who has been there.',
        audience: 'Parents, grandparents and other family members',
        statusNote: 'Moved one week later so that more families can join.',
        body: `An hour and a half online, in a small group. We send the link to everyone who registers with the form below.

${DEMO_EN}`,
      },
      es: {
        title: 'Círculo de conversación para familias',
        summary:
          'Madres, padres y familiares de personas LGBTQ+ comparten preguntas y experiencias, con una persona facilitadora que ha pasado por lo mismo.',
        audience: 'Madres, padres, abuelos y otros familiares',
        statusNote: 'Se pasó una semana más tarde para que más familias puedan unirse.',
        body: `Una hora y media en línea, en un grupo pequeño. Enviamos el enlace a quienes se inscriben con el formulario de abajo.

${DEMO_ES}`,
      },
    },
    {
      slug: 'fall-community-potluck',
      categories: ['community-night'],
      startsAt: iso(past, '17:00'),
      endsAt: iso(past, '20:00'),
      timeZone: ZONE,
      attendance: 'in-person',
      address: '200 Example Avenue, Suite 300\nColumbus, OH 43215',
      accessibility: ['stepFree'],
      organiser: 'BRIDGE volunteers',
      unreviewed: true,
      en: {
        title: 'Fall community potluck',
        summary:
          'Our autumn potluck: a shared table for LGBTQ+ people, families and friends, with music and a corner for kids.',
        venueName: 'Belonging Network community room',
        body: `Thank you to everyone who came and cooked. Photos and a recap will follow here.

${DEMO_EN}`,
      },
      es: {
        title: 'Comida compartida de otoño',
        summary:
          'Nuestra comida compartida de otoño: una mesa común para personas LGBTQ+, familias y amistades, con música y un rincón para niñas y niños.',
        venueName: 'Sala comunitaria de Belonging Network',
        body: `Gracias a todas las personas que vinieron y cocinaron. Pronto habrá fotos y un resumen aquí.

${DEMO_ES}`,
      },
    },
  ]
}
