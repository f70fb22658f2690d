// @ts-check
/**
 * The paging of the site's paged lists (/news and its languages), shared by the app (domain/
 * stories.ts reads `?page=` with it) and server.mjs's not-found judge (src/server/known-pages.mjs),
 * so both refuse the same page numbers. Plain JavaScript in domain/: server.mjs imports it as it is.
 */

/** A page number as an address may give it: 1, 2, … without signs, zeros in front or other characters. */
export const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/

/**
 * The pages a list of `items` has at `perPage` a page; an empty list still has its first page.
 * @param {number} items @param {number} perPage
 */
export const pageCount = (items, perPage) => Math.max(1, Math.ceil(items / perPage))
