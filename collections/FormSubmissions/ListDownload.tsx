'use client'

import { useConfig, useListQuery } from '@payloadcms/ui'
import * as qs from 'qs-esm'

/**
 * The CSV download of an admin list: the export endpoint gets the list's own filters and search
 * (Payload's list query), so the file holds exactly the rows the list shows, and the button says
 * how many. `noun` names them ("submissions"); `only` says which of them the file keeps when it
 * keeps a part ("confirmed": the subscribers' export), so the button never claims all of them.
 */
export function ListDownload({ path, noun, only }: { path: string; noun: string; only?: string }) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { data, query } = useListQuery()
  const where = query?.where && Object.keys(query.where).length > 0 ? query.where : undefined
  const search = query?.search || undefined
  const filtered = Boolean(where || search)
  const total = data?.totalDocs ?? 0
  const params = qs.stringify({ where, search }, { addQueryPrefix: true, skipNulls: true })
  const some = `${total} ${total === 1 ? singular(noun) : noun}`
  const label =
    total === 0
      ? `No ${noun} to download`
      : only
        ? `Download the ${only} among the ${filtered ? `${some} shown` : `${some}`} (CSV)`
        : filtered
          ? `Download the ${some} shown (CSV)`
          : `Download all ${some} (CSV)`
  if (total === 0)
    return (
      <span className="btn btn--style-secondary btn--size-medium btn--disabled" aria-disabled>
        {label}
      </span>
    )
  return (
    <a
      className="btn btn--style-secondary btn--size-medium"
      href={`${api}${path}${params}`}
      download
    >
      {label}
    </a>
  )
}

const singular = (noun: string) => noun.replace(/s$/, '')
