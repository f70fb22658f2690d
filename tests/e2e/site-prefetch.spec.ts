import { expect, test, type Page, type Request } from '@playwright/test'

/**
 * The route data (RSC) requests the page makes, by path; `loaded`, those that finished and were
 * more than the route's tree. A prefetch can take more than one request: Next 16 asks for the
 * tree (`next-router-segment-prefetch: /_tree`), then for the page's data.
 */
function watchRouteData(page: Page) {
  const paths: string[] = []
  const loaded: string[] = []
  const isRouteData = (req: Request) => req.headers()['rsc'] === '1'
  page.on('request', (req) => {
    if (isRouteData(req)) paths.push(new URL(req.url()).pathname)
  })
  page.on('requestfinished', (req) => {
    if (isRouteData(req) && req.headers()['next-router-segment-prefetch'] !== '/_tree')
      loaded.push(new URL(req.url()).pathname)
  })
  return { paths, loaded }
}

test.describe('links prefetch on intent, not on sight', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('loading a page fetches no other route; pointing at or focusing a link does, and the click uses it', async ({
    page,
  }) => {
    const { paths: routeData, loaded } = watchRouteData(page)
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
    // The click comes once the page's data is in, not only its tree.
    await expect.poll(() => loaded).toContain('/policy/privacy-policy')

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
