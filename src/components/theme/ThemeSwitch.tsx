'use client'

import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import { THEME_CHOICE_ATTRIBUTE, type ThemePreference } from './theme'
import { useTheme } from './ThemeProvider'

const options: { value: ThemePreference; Icon: typeof Sun }[] = [
  { value: 'light', Icon: Sun },
  { value: 'system', Icon: Monitor },
  { value: 'dark', Icon: Moon },
]

/** The group's name and each choice's, in the page's language. */
export type ThemeSwitchText = { label: string } & Record<ThemePreference, string>

/**
 * Light / Auto / Dark as a radio group (native radios: arrow keys move the choice). On small
 * screens only the icons show; the accessible names stay the same.
 */
export function ThemeSwitch({
  text,
  className = '',
}: {
  text: ThemeSwitchText
  className?: string
}) {
  const { theme, setTheme } = useTheme()
  const name = useId()
  return (
    <div
      role="radiogroup"
      aria-label={text.label}
      className={`inline-flex items-center rounded-full border border-border bg-surface p-0.5 ${className}`}
    >
      {options.map(({ value, Icon }) => (
        <label key={value} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={value}
            checked={theme === value}
            {...{ [THEME_CHOICE_ATTRIBUTE]: '' }}
            onChange={() => setTheme(value)}
            className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
          />
          <span
            title={text[value]}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-hover:text-fg peer-checked:peer-hover:text-primary-fg sm:min-h-8 sm:min-w-8 sm:px-2.5"
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{text[value]}</span>
          </span>
        </label>
      ))}
    </div>
  )
}
