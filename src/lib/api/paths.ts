/** The API paths the browser calls (served by the endpoints in payload.config.ts). */
export const API_PATHS = {
  health: '/api/health',
  publicSettings: '/api/web/settings/public',
  clientErrors: '/api/client-errors',
} as const
