'use client'
import { useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import { confirmPassword, password } from 'payload/shared'
import { useEffect, useRef } from 'react'

type Check = { value: unknown; valid?: boolean }

/** One field's value and validity, re-rendering only when either changes. */
function useCheck(path: string): Check {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const valid = useFormFields(([fields]) => fields[path]?.valid)
  return { value, valid }
}

/**
 * Keeps the team-member form's password errors true (issue 39). Payload 3.90's form keeps an error
 * a field's own check did not set, and its Save then answers "Please correct invalid fields." with
 * nothing to correct, sending nothing:
 * - "Change Password" marks New Password and Confirm Password "required" before they are shown; a
 *   field's own check only reports a change of its own last result, so when text is typed and
 *   saved before the form's next server round trip, the stale "required" blocks the save;
 * - a server error ("Current password is incorrect") stays on the field after the text in it is
 *   corrected, so the corrected save is never sent.
 * This re-checks the two new-password fields with Payload's own validators whenever they change,
 * and clears the server's error on Current password once its text differs from what was refused.
 * A `ui` field of Users (no output); tests/e2e/auth-account-password.spec.ts.
 */
export function PasswordFormChecks() {
  const { config } = useConfig()
  const { t } = useTranslation()
  const dispatch = useFormFields(([, d]) => d)
  const { value: newValue, valid: newValid } = useCheck('password')
  const { value: confirmValue, valid: confirmValid } = useCheck('confirm-password')
  const { value: currentValue, valid: currentValid } = useCheck('currentPassword')
  const refused = useRef<unknown>(undefined)

  useEffect(() => {
    const clear = (path: string) =>
      dispatch({ type: 'UPDATE', path, valid: true, errorMessage: undefined })
    const req = { payload: { config }, t } as never
    if (newValid === false && typeof newValue === 'string') {
      const ok = password(newValue, { req, required: true } as never)
      if (ok === true) clear('password')
    }
    if (confirmValid === false && typeof confirmValue === 'string') {
      const ok = confirmPassword(confirmValue, {
        req,
        required: true,
        siblingData: { password: newValue },
      } as never)
      if (ok === true) clear('confirm-password')
    }
    if (currentValid !== false) refused.current = undefined
    else if (refused.current === undefined) refused.current = currentValue ?? ''
    else if ((currentValue ?? '') !== refused.current) {
      refused.current = undefined
      clear('currentPassword')
    }
  }, [
    config,
    t,
    dispatch,
    newValue,
    newValid,
    confirmValue,
    confirmValid,
    currentValue,
    currentValid,
  ])

  return null
}
