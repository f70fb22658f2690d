/** Every API path the browser calls: our endpoints (endpoints/, the public API in src/app/(frontend)/api/) and Payload's users routes. */
export const API_PATHS = {
  health: '/api/health',
  publicSettings: '/api/web/settings/public',
  clientErrors: '/api/client-errors',
  crisisCounts: '/api/crisis-counts',
} as const

/** The auth calls: Payload's users endpoints and ours under /api/auth. */
export const AUTH_PATHS = {
  login: '/api/users/login',
  logout: '/api/users/logout',
  me: '/api/users/me',
  forgotPassword: '/api/users/forgot-password',
  resetPassword: '/api/users/reset-password',
  invite: '/api/auth/invitations',
  checkInvitation: '/api/auth/invitations/check',
  acceptInvitation: '/api/auth/invitations/accept',
} as const
