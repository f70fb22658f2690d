/**
 * Searches that signal someone may be in danger, in English and Spanish: such a query puts crisis
 * help above every result. Compared on the normalized query (lowercase, no accents), as whole
 * words or phrases. A false alarm costs a visitor a few lines of phone numbers; a miss may cost
 * more, so the list leans wide.
 */
import { normalizeForSearch } from './text'

const PHRASES = [
  // English
  'suicide',
  'suicidal',
  'kill myself',
  'killing myself',
  'end my life',
  'ending my life',
  'take my life',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'no reason to live',
  'dont want to live',
  'don t want to live',
  'self harm',
  'selfharm',
  'hurt myself',
  'hurting myself',
  'cutting myself',
  'cut myself',
  'overdose',
  'abuse',
  'abused',
  'abusive',
  'rape',
  'raped',
  'sexual assault',
  'domestic violence',
  'being hit',
  'hits me',
  'unsafe at home',
  'kicked out',
  'homeless',
  'crisis',
  'hotline',
  // Spanish
  'suicidio',
  'suicida',
  'suicidarme',
  'quiero morir',
  'quiero morirme',
  'me quiero morir',
  'matarme',
  'me voy a matar',
  'quitarme la vida',
  'no quiero vivir',
  'autolesion',
  'autolesiones',
  'hacerme dano',
  'cortarme',
  'sobredosis',
  'abuso',
  'abusan',
  'abusado',
  'abusada',
  'maltrato',
  'violacion',
  'violencia domestica',
  'violencia',
  'me pegan',
  'crisis',
]

const patterns = [...new Set(PHRASES)].map(
  (phrase) => new RegExp(`(?:^| )${phrase.replace(/ /g, ' ')}(?: |$)`),
)

/** Whether the query asks for help with something dangerous, right now or not. */
export function signalsDistress(query: string): boolean {
  const normalized = normalizeForSearch(query)
  return patterns.some((p) => p.test(normalized))
}
