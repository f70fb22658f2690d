/** The "History" panel's reads and restores (./versions.ts) and what they compare (./diff.ts). */
export * from './diff'
export * from './versions'
