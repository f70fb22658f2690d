// @ts-check

/**
 * Next 16.4 answers the first render of a page that redirects (an old address, src/lib/cms/
 * redirects.ts) with its `Location` twice: the render sets it, and the cached headers are then
 * appended again (vercel/next.js#82117, fix proposed in #95913). Browsers follow it, but a client
 * or a proxy that joins repeated headers gets "Location: /new, /new" — an address that does not
 * exist (Googlebot reports a redirect error). Until Next's fix lands, a header value Next appends
 * that the answer already has is not appended a second time; different values still are (e.g.
 * two Set-Cookie). Tested against the real server: tests/e2e/redirects.spec.ts.
 *
 * @param {import('node:http').ServerResponse} res
 */
export function appendOnce(res) {
  const append = res.appendHeader.bind(res)
  res.appendHeader = /** @type {typeof res.appendHeader} */ (
    function (name, value) {
      const current = res.getHeader(name)
      const present = current === undefined ? [] : [current].flat().map(String)
      const added = [value].flat().map(String)
      const fresh = added.filter((v) => !present.includes(v))
      if (fresh.length === 0) return res
      return append(name, fresh.length === 1 ? fresh[0] : fresh)
    }
  )
}
