'use client'
import { useEffect } from 'react'
import { useAllFormFields } from '@payloadcms/ui'

type Row = { collapsed?: boolean; isLoading?: boolean }

/** A row the editor has just added: Payload's form has it, its server has not answered yet. */
const isNewRow = (row: Row) => row.isLoading === true && !('collapsed' in row)

/**
 * Rows the editor adds open (issue 60), while the rows already saved keep opening folded
 * (`admin.initCollapsed`). Payload folds a row the way its server's form state says: by the
 * row's own `collapsed` flag, else the document's saved preferences, else `initCollapsed`, so a
 * row added to a document nobody has folded anything in came back folded. Marking the new row
 * open (`collapsed: false`, Payload's SET_ROW_COLLAPSED) before that answer makes the server
 * keep it open. Renders nothing; one per edit view, for every list and block field in it.
 */
export function OpenNewRows() {
  const [fields, dispatchFields] = useAllFormFields()
  useEffect(() => {
    for (const [path, field] of Object.entries(fields)) {
      const rows = field?.rows
      if (!rows?.some(isNewRow)) continue
      dispatchFields({
        type: 'SET_ROW_COLLAPSED',
        path,
        updatedRows: rows.map((row) => (isNewRow(row) ? { ...row, collapsed: false } : row)),
      })
    }
  }, [fields, dispatchFields])
  return null
}
