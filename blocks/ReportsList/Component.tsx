import { FileDown } from 'lucide-react'
import { REPORT_KINDS } from '@domain/reports'
import { getReports } from '@/lib/cms'
import type { Media, ReportsListBlock } from '@/payload-types'

/** "2.4 MB", "180 KB": the size people see next to a download link. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  const kb = bytes / 1024
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

const fileOf = (file: number | Media | null | undefined) =>
  file && typeof file === 'object' && file.url ? file : null

export async function ReportsListComponent({ block }: { block: ReportsListBlock }) {
  const kinds = block.kinds?.length ? block.kinds : null
  const reports = (await getReports())
    .filter((r) => !kinds || kinds.includes(r.kind))
    .slice(0, block.limit ?? undefined)
  const headingId = `${block.anchorId || 'reports'}-heading`

  return (
    <section
      id={block.anchorId ?? undefined}
      aria-labelledby={block.heading ? headingId : undefined}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      {block.heading && (
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {block.heading}
        </h2>
      )}
      {block.intro && <p className="mt-3 max-w-2xl text-muted">{block.intro}</p>}
      {reports.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-border bg-surface p-6 text-muted">
          {block.emptyMessage || 'No reports have been published here yet.'}
        </p>
      ) : (
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {reports.map((report) => {
            const file = fileOf(report.file)
            const titleId = `report-${report.id}-title`
            return (
              <li key={report.id} className="flex">
                <article
                  aria-labelledby={titleId}
                  className="flex w-full flex-col rounded-2xl border border-border bg-surface p-6"
                >
                  <p className="text-sm font-semibold text-muted">
                    {REPORT_KINDS[report.kind]} · {report.year}
                  </p>
                  <h3 id={titleId} className="mt-1 text-xl font-bold">
                    {report.title}
                  </h3>
                  {report.summary && <p className="mt-2 text-muted">{report.summary}</p>}
                  {report.keyFigures?.length ? (
                    <dl className="mt-4 grid grid-cols-2 gap-3">
                      {report.keyFigures.map((figure) => (
                        <div
                          key={figure.id ?? figure.label}
                          className="rounded-xl bg-surface-2 p-3"
                        >
                          <dt className="text-sm text-muted">{figure.label}</dt>
                          <dd className="text-2xl font-extrabold text-primary">{figure.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <div className="mt-auto pt-5">
                    {file ? (
                      <a
                        href={file.url ?? undefined}
                        download={file.filename ?? true}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 py-2.5 font-semibold text-fg no-underline transition hover:bg-surface-2"
                      >
                        <FileDown className="size-5" aria-hidden="true" />
                        <span>
                          Download<span className="sr-only"> {report.title},</span> PDF
                          {file.filesize ? `, ${formatFileSize(file.filesize)}` : ''}
                        </span>
                      </a>
                    ) : (
                      <p className="text-sm text-muted">The document will be available soon.</p>
                    )}
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
