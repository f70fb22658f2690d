import { Search } from 'lucide-react'

/** The site search as a plain GET form (it needs no JavaScript): on /search and on /menu. */
export function SearchForm({
  id,
  action,
  text,
  defaultValue,
  placeholder,
}: {
  id: string
  action: string
  text: { label: string; button: string }
  defaultValue?: string
  placeholder?: string
}) {
  return (
    <form role="search" action={action} method="get" className="mt-6 flex flex-wrap gap-3">
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        className="min-h-12 min-w-0 flex-1 rounded-xl border border-border bg-surface px-4 text-lg"
      />
      <button
        type="submit"
        className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:opacity-90"
      >
        <Search className="size-5" aria-hidden="true" />
        {text.button}
      </button>
    </form>
  )
}
