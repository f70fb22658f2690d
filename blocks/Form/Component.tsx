import { CmsRichText } from '@/components/ui/CmsRichText'
import { CmsForm } from '@/components/forms/CmsForm'
import { isFormKind, resolveFormDefinition } from '@/lib/forms/definitions'
import type { FormBlock } from '@/payload-types'

export function FormBlockComponent({ block }: { block: FormBlock }) {
  const doc = typeof block.form === 'object' ? block.form : null
  if (!doc || !isFormKind(doc.kind)) return null
  const definition = resolveFormDefinition(doc.kind, doc)
  const titleId = `${block.anchorId || doc.kind}-form-title`
  return (
    <section
      id={block.anchorId ?? undefined}
      aria-labelledby={titleId}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {definition.title}
          </h2>
          {doc.intro && (
            <div className="prose-body mt-4">
              <CmsRichText data={doc.intro} disableContainer />
            </div>
          )}
        </div>
        <CmsForm definition={definition} titleId={titleId} />
      </div>
    </section>
  )
}
