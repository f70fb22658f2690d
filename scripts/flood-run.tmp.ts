import { floodMarkdown, measureFloods } from './bench/flood'
const base = process.argv[2] ?? 'http://127.0.0.1:3600'
for (const p of ['/', '/crisis', '/es/crisis', '/about', '/no-such-page']) await fetch(base + p)
console.log(floodMarkdown(await measureFloods(base)))
