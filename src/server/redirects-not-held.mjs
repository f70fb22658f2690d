// @ts-check

/** Statuses that send the visitor elsewhere. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** What a redirect's answer says to every cache: keep no copy (decision 0015). */
export const REDIRECT_CACHE_CONTROL = 'no-store'

/**
 * An old address answers a permanent redirect (308, src/lib/cms/redirects.ts), so search engines
 * move to the new one; but a browser keeps a permanent redirect it may cache for as long as it
 * likes, and Next sends a redirect rendered by a cached page with the page's `s-maxage` only,
 * which a browser ignores. Renaming a page and then renaming it back then looped: the browser
 * still sent /volunteer to /get-involved-volunteer from its cache, and the server sent
 * /get-involved-volunteer back to /volunteer. Every redirect Next answers therefore says
 * `Cache-Control: no-store`: a browser (or a CDN) asks again each time, and the server answers
 * what is true now from its own page cache. Decision 0015; tested on a real server in
 * tests/unit/redirects-not-held.test.ts and in a browser in tests/e2e/redirects.spec.ts.
 *
 * @param {import('node:http').ServerResponse} res
 */
export function redirectsNotHeld(res) {
  const writeHead = res.writeHead.bind(res)
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      if (REDIRECT_STATUSES.has(statusCode)) {
        res.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL)
        // Headers given to writeHead itself would be set after ours.
        for (const headers of rest)
          if (headers && typeof headers === 'object' && !Array.isArray(headers))
            for (const name of Object.keys(headers))
              if (name.toLowerCase() === 'cache-control') delete headers[name]
      }
      return writeHead(statusCode, ...rest)
    }
  )
}
