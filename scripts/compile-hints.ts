/**
 * Run after `next build` (`npm run build`, and every build the scripts start): marks each of the
 * build's browser chunks with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (docs/decisions/0008-compile-hints.md).
 *
 * Without it Chromium compiles a chunk's module factories lazily, on the main thread, the first
 * time the runtime calls them: on the first visit that is one task of ~45 ms of CPU right after
 * the first paint (Lighthouse's 4× slowdown makes ~130 ms of blocking time of it). With the hint
 * Chromium compiles them while the script streams in, off the main thread. Browsers without
 * compile hints read a comment.
 *
 * Turbopack has no banner option, so the comment is written into the emitted files. Their names
 * stay: the same build always writes the same bytes, so an immutable cache entry stays right.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const chunks = path.join(process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks')
let marked = 0
for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue
  const file = path.join(entry.parentPath, entry.name)
  const code = readFileSync(file, 'utf8')
  if (code.startsWith(COMPILE_HINT)) continue
  writeFileSync(file, COMPILE_HINT + code)
  marked++
}
console.log(`Compile hints written: ${marked} chunks in ${chunks}`)
