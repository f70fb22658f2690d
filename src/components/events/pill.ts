/** The look of the list's filter and paging links (as on /news): 44 px tall, the current one filled. */
export const PILL =
  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 font-semibold no-underline transition'
export const pillState = (current: boolean) =>
  current
    ? 'border-primary bg-primary text-primary-fg'
    : 'border-border bg-surface text-fg hover:bg-surface-2'
