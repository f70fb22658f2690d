'use client'

import { useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import type { DefaultCellComponentProps } from 'payload'
import { ADMIN_DATE_TIME_FORMAT } from '@domain/team-time'

/**
 * A list cell with the date and time and their zone, as every admin time reads, for a date field
 * whose filter picks whole days (fields/day-filtered-timestamps.ts).
 */
export function DateTimeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  return <span>{formatDate({ date: cellData, i18n, pattern: ADMIN_DATE_TIME_FORMAT })}</span>
}
