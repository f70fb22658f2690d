import { getSiteSettings } from '@/lib/cms'
import { CRISIS_OFFLINE_PAGES } from '@domain/crisis/offline'

/**
 * GET /manifest.webmanifest: "Add to Home Screen" gives the organisation's icon and a "Crisis
 * lines" shortcut straight to /crisis, which the crisis service worker keeps offline. Read on
 * each request from the cached settings, so a renamed site shows without a rebuild.
 *
 * A route of its own, linked from the layout's <head>, rather than Next's app/manifest.ts: as
 * metadata, the manifest link made Next stream the metadata of dynamic pages (/login) into the
 * body, where titles are invalid HTML and React's reveal script has no CSP hash.
 */
export const dynamic = 'force-dynamic'

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
]

export async function GET() {
  const settings = await getSiteSettings()
  const manifest = {
    name: settings.siteName,
    short_name: settings.siteName,
    description: settings.tagline ?? undefined,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#3730a3',
    icons: ICONS,
    shortcuts: [
      {
        name: 'Crisis lines',
        short_name: 'Crisis lines',
        description: 'Call or text a crisis line now, even without a connection.',
        url: CRISIS_OFFLINE_PAGES[0],
        icons: [ICONS[0]],
      },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' },
  })
}
