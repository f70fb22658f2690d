import { ButtonLink } from '@/components/ui/ButtonLink'

export const metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="font-semibold text-accent">404</p>
      <h1
        data-page-heading
        tabIndex={-1}
        className="mt-2 text-4xl font-extrabold tracking-tight outline-none"
      >
        We couldn’t find that page
      </h1>
      <p className="mt-4 text-lg text-muted">
        The link may be old, or the page may have moved. Here are some places to go instead.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/crisis" variant="secondary">
          Get crisis support now
        </ButtonLink>
      </div>
      <p className="mt-8 text-muted">
        If you are in danger right now, call{' '}
        <a className="font-semibold text-fg underline" href="tel:911">
          911
        </a>
        . To talk to a crisis counselor, call or text{' '}
        <a className="font-semibold text-fg underline" href="tel:988">
          988
        </a>
        .
      </p>
    </div>
  )
}
