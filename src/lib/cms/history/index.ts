/** The "History" panel's reads and restores (./versions.ts), what they compare (./diff.ts) and who saved (./authors.ts). */
export * from './authors'
export * from './diff'
export * from './versions'
