'use client'

import type React from 'react'
import { useState } from 'react'
import { TextField } from './ui'

/** A password input with a Show/Hide toggle (its state is announced via aria-pressed). */
export function PasswordField(
  props: Omit<React.ComponentProps<typeof TextField>, 'type' | 'trailing'>,
) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-primary hover:underline"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      }
    />
  )
}
