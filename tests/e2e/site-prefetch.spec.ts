import { expect, test, type Page, type Request } from '@playwright/test'

/** The route data (RSC) requests the page makes, by path. */
function watchRouteData(page: Page) {
  const paths: string[] = []
  page.on('request', (req: Request) => {
    if (req.headers()['rsc'] === '1') paths.push(new URL(req.url()).pathname)
  })
  return paths
}

test.describe('links prefetch on intent, not on sight', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('loading a page fetches no other route; pointing at or focusing a link does, and the click uses it', async ({
    page,
  }) => {
    const routeData = watchRouteData(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // Let the browser go idle, when next/link would have prefetched every link in view.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
    )
    expect(routeData, 'route data fetched with no intent shown').toEqual([])

    const footer = page.getByRole('contentinfo')
    const privacy = footer.getByRole('link', { name: /privacy/i }).first()
    await privacy.scrollIntoViewIfNeeded()
    await privacy.hover()
    await expect.poll(() => routeData).toContain('/policy/privacy-policy')

    const fetchedBeforeClick = routeData.length
    await privacy.click()
    await expect(page).toHaveURL(/\/policy\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The prefetched data served the navigation: no second request for the same route.
    expect(routeData.slice(fetchedBeforeClick)).not.toContain('/policy/privacy-policy')

    await page.goto('/')
    await page.waitForLoadState('networkidle')
    routeData.length = 0
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).first().focus()
    await expect.poll(() => routeData).toContain('/policy/terms-of-service')
  })
})

test('the scripts every page starts with ask V8 to compile them as they stream in; lazy chunks do not', async ({
  page,
}) => {
  const scripts = new Map<string, string>()
  page.on('response', async (res) => {
    const url = new URL(res.url())
    if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'))
      scripts.set(url.pathname, await res.text().catch(() => ''))
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const hinted = (name: RegExp) =>
    [...scripts]
      .filter(([path]) => name.test(path))
      .map(([, body]) => body.startsWith('//# allFunctionsCalledOnLoad\n'))
  // Next's runtime, React DOM and the router, and the public root layout (the two root layouts
  // share their client code, and the build names that chunk after either).
  for (const name of [
    /\/webpack-[^/]+\.js$/,
    /\/main-app-[^/]+\.js$/,
    /\/app\/\((frontend|es)\)\/layout-/,
  ])
    expect(hinted(name), String(name)).toEqual([true])
  // A page's own chunk and the idle-time chunks stay lazily compiled.
  expect(
    hinted(
      /\/app\/\(frontend\)\/%5B%5B\.\.\.slug%5D%5D\/page-|\/app\/\(frontend\)\/\[\[\.\.\.slug\]\]\/page-/,
    ),
  ).toEqual([false])
})
