import type { Metadata } from 'next'
import { CrashBoundary, PageErrorBoundary } from '@/components/errors/ErrorBoundary'
import { CrashTrigger } from '@/components/errors/CrashTrigger'

export const metadata: Metadata = {
  title: 'Error check',
  robots: { index: false, follow: false },
}

/** /__crash — a check of the crash screen for the team; not linked and not in the sitemap. */
export default function CrashCheckPage() {
  return (
    <CrashBoundary>
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 data-page-heading tabIndex={-1} className="text-3xl font-extrabold tracking-tight">
          Error check
        </h1>
        <p className="mt-4 text-muted">
          Pressing the button makes this page fail on purpose, to show the crash screen and send a
          test error report.
        </p>
        <div className="mt-8">
          <CrashTrigger />
        </div>
        <h2 className="mt-12 text-xl font-bold">One part of a page</h2>
        <p className="mt-2 text-muted">
          This makes only the part below fail, as a broken content block would: it shows the page
          fallback while the rest of the page stays.
        </p>
        <div className="mt-6">
          <PageErrorBoundary>
            <CrashTrigger
              label="Make this part fail"
              message="Test failure of one part on the error check page"
            />
          </PageErrorBoundary>
        </div>
      </div>
    </CrashBoundary>
  )
}
