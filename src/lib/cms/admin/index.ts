/**
 * Reads of the team admin screens (/admin/dashboard, /admin/web, /admin/integrations), split by
 * what they are for. Each runs with the signed-in member's own access.
 */
export * from './edits'
export * from './translation'
export * from './overview'
export * from './events'
