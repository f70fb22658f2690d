import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequestContext,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'
import { SPANISH } from './content/spanish'

/**
 * How the seed writes: as the trusted server script it is, without revalidating pages. The
 * context is new for each call: Payload keeps what a call adds to a context it was handed (the
 * search plugin's set of documents already indexed), so one shared object would skip later syncs.
 */
export const seedWrite = () => ({
  overrideAccess: true,
  context: { disableRevalidate: true } as RequestContext,
})

/** Whether a document matching `where` is stored: the seed creates only what is missing. */
export const isStored = async (payload: Payload, collection: CollectionSlug, where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs > 0

/** Writes the Spanish of a stored document (its English was written first). */
export const saveSpanish = <C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  id: number,
  data: Partial<RequiredDataFromCollectionSlug<C>>,
): Promise<DataFromCollectionSlug<C>> =>
  payload.update({
    collection,
    id,
    data: data as never,
    locale: SPANISH,
    fallbackLocale: false,
    ...seedWrite(),
  })
