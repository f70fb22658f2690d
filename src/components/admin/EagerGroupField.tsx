'use client'

import type { GroupFieldClientComponent } from 'payload'
import {
  ErrorPill,
  FieldDescription,
  FieldLabel,
  RenderFields,
  useField,
  useFormSubmitted,
  useTranslation,
} from '@payloadcms/ui'

/**
 * A named group whose fields are all rendered at once, as the edit view renders its other fields.
 *
 * Why: Payload's GroupField does not pass the edit view's `forceRender` on to its fields (its
 * Collapsible has the same gap: payloadcms/payload#17473), so everything inside waits for an
 * IntersectionObserver. Inside the crisis line's `hours` group that observer now and then never
 * fired: an opening just unfolded showed its day but no times, and a closure just added showed no
 * days. Drop this component when Payload's group forwards `forceRender`. Same markup and
 * classes as Payload's own group, so it looks the same.
 */
export const EagerGroupField: GroupFieldClientComponent = ({
  field,
  path,
  permissions,
  readOnly,
  schemaPath,
}) => {
  const { i18n } = useTranslation()
  const { errorPaths } = useField({ path })
  const submitted = useFormSubmitted()
  const errorCount = submitted ? (errorPaths?.length ?? 0) : 0
  const label = typeof field.label === 'string' ? field.label : undefined
  return (
    <div
      className={[
        'field-type group-field group-field--top-level',
        errorCount > 0 && 'group-field--has-error',
      ]
        .filter(Boolean)
        .join(' ')}
      id={`field-${path.replace(/\./g, '__')}`}
    >
      <div className="group-field__wrap">
        {(label || field.admin?.description) && (
          <div className="group-field__header">
            <header>
              {label && (
                <h3 className="group-field__title">
                  <FieldLabel as="span" label={label} localized={false} path={path} />
                </h3>
              )}
              <FieldDescription description={field.admin?.description} path={path} />
            </header>
            {errorCount > 0 && <ErrorPill count={errorCount} i18n={i18n} withMessage />}
          </div>
        )}
        <RenderFields
          fields={field.fields}
          forceRender
          margins="small"
          parentIndexPath=""
          parentPath={path}
          parentSchemaPath={schemaPath ?? path}
          // As Payload's group passes them (its types do not admit the undefined it passes).
          permissions={
            (permissions === true ? permissions : permissions?.fields) as NonNullable<
              Parameters<typeof RenderFields>[0]['permissions']
            >
          }
          readOnly={readOnly}
        />
      </div>
    </div>
  )
}
