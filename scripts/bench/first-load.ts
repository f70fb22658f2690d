/**
 * Per route: the bytes a first visit loads, gzip — the HTML, and every stylesheet and script of
 * the build's static folder that the served page names (tags, preloads, the flight data's chunk
 * lists), measured from the real HTML rather than from a bundler's manifest (whose format is the
 * bundler's own), less the `nomodule` polyfills that modern browsers skip.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type PageBytes = { htmlKb: number; cssKb: number; jsKb: number }

/** The build's chunks a page's HTML names, as `/_next/static/….js`, less its `nomodule` scripts. */
export function firstLoadChunks(html: string): Set<string> {
  const chunks = new Set(html.match(/\/_next\/static\/[^"'\s\\]+?\.js/g) ?? [])
  // The legacy-browser polyfills (`<script nomodule>`) are not run by any browser that runs
  // the bundle, so a first visit does not pay for them.
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnomodule\b[^>]*>/gi))
    chunks.delete(src)
  return chunks
}

/** The build's stylesheets a page's HTML names, as `/_next/static/….css`. */
export function firstLoadStylesheets(html: string): Set<string> {
  return new Set(html.match(/\/_next\/static\/[^"'\s\\]+?\.css/g) ?? [])
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gzipKb = (files: Iterable<string>) => {
  let bytes = 0
  for (const file of files) {
    const onDisk = path.join('.next', file.replace(/^\/_next\//, ''))
    if (existsSync(onDisk)) bytes += gzipSync(readFileSync(onDisk)).length
  }
  return kb(bytes)
}

export async function pageBytes(
  base: string,
  routes: string[],
): Promise<Record<string, PageBytes>> {
  const out: Record<string, PageBytes> = {}
  for (const route of routes) {
    const html = await (await fetch(base + route)).text()
    out[route] = {
      htmlKb: kb(gzipSync(html).length),
      cssKb: gzipKb(firstLoadStylesheets(html)),
      jsKb: gzipKb(firstLoadChunks(html)),
    }
  }
  return out
}
