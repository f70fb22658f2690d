/**
 * Per route: the JavaScript a first visit loads, gzip — every chunk of the build's static
 * folder that the served page names (script tags, preloads, or a loader's list), measured from
 * the real HTML rather than from a bundler's manifest (whose format is the bundler's own), less
 * the `nomodule` polyfills that modern browsers skip.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type FirstLoad = { nextKb: number }

/** The build's chunks a page's HTML names, as `/_next/static/….js`, less its `nomodule` scripts. */
export function firstLoadChunks(html: string): Set<string> {
  const chunks = new Set(html.match(/\/_next\/static\/[^"'\s\\]+?\.js/g) ?? [])
  // The legacy-browser polyfills (`<script nomodule>`) are not run by any browser that runs
  // the bundle, so a first visit does not pay for them.
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnomodule\b[^>]*>/gi))
    chunks.delete(src)
  return chunks
}

export async function firstLoadJs(
  base: string,
  routes: string[],
): Promise<Record<string, FirstLoad>> {
  const out: Record<string, FirstLoad> = {}
  for (const route of routes) {
    const html = await (await fetch(base + route)).text()
    let bytes = 0
    for (const chunk of firstLoadChunks(html)) {
      const file = path.join('.next', chunk.replace(/^\/_next\//, ''))
      if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length
    }
    out[route] = { nextKb: Math.round((bytes / 1024) * 10) / 10 }
  }
  return out
}
