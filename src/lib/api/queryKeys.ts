/** TanStack Query keys for browser-driven data: one place, so invalidation stays consistent. */
export const queryKeys = {
  publicSettings: ['settings', 'public'] as const,
  health: ['health'] as const,
}
