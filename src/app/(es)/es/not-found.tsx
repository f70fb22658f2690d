import { NotFoundView } from '@/components/errors/NotFoundView'
import { messagesFor } from '@domain/i18n/messages'

export const metadata = { title: messagesFor('es').notFound.title }

export default function SpanishNotFound() {
  return <NotFoundView locale="es" />
}
