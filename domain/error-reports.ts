import { z } from 'zod'

/** Where a crash was caught: the crash screen, the navigation or page fallback, the router root. */
export const ERROR_REPORT_SOURCES = ['crash', 'navigation', 'page', 'router', 'chunk'] as const
export type ErrorReportSource = (typeof ERROR_REPORT_SOURCES)[number]

/** The body of POST /api/client-errors. Limits keep one report small. */
export const errorReportSchema = z.object({
  message: z.string().trim().min(1, 'Message is required').max(2000),
  stack: z.string().max(20_000).nullish(),
  componentStack: z.string().max(20_000).nullish(),
  customFallback: z.boolean(),
  path: z.string().max(2048).regex(/^\//, 'Path must start with /'),
  source: z.enum(ERROR_REPORT_SOURCES),
  errorId: z.string().max(64).nullish(),
  digest: z.string().max(200).nullish(),
})

export type ErrorReportInput = z.input<typeof errorReportSchema>
