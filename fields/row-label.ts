/**
 * An array row named after a field of its content and, optionally, how many items it holds,
 * instead of "Row 03" (src/components/admin/RowLabels.tsx, ContentRowLabel).
 */
export const rowLabel = (props: {
  titleField: string
  noun: string
  countField?: string
  countNoun?: [string, string]
}) => ({ path: '/src/components/admin/RowLabels#ContentRowLabel', clientProps: props })
