// @ts-check
/**
 * The organisation's time zone: the one the admin's times are in and named by, 24/7 lines'
 * closures use, and any crisis line without a zone of its own. Plain JavaScript in domain/, so
 * server.mjs can set it as the process's zone (Payload formats some admin dates on the server
 * with the process's own zone). domain/crisis/hours/zone.ts re-exports it.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York'
