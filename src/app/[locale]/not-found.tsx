import type { Metadata } from 'next'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { languageOf, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { locale as localeParam } from 'next/root-params'

/** The language of the address (a not-found page gets no params; the root layout's are its). */
const notFoundLocale = async () => languageOf(String(await localeParam())).code as Locale

export async function generateMetadata(): Promise<Metadata> {
  return { title: messagesFor(await notFoundLocale()).notFound.title }
}

export default async function NotFound() {
  return <NotFoundView locale={await notFoundLocale()} />
}
