import { NotFoundView } from '@/components/errors/NotFoundView'
import { messagesFor } from '@domain/i18n/messages'

export const metadata = { title: messagesFor('en').notFound.title }

export default function NotFound() {
  return <NotFoundView locale="en" />
}
