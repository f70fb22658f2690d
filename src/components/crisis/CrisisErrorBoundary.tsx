'use client'

import { Phone } from 'lucide-react'
import type React from 'react'
import { Component } from 'react'
import { CRISIS_LIFELINE_NUMBER } from '@domain/constants'
import { telHref } from '@domain/crisis/links'
import type { CrisisText } from '@domain/i18n/messages'

/** What stays on screen if the crisis widget itself fails: 988 is still one tap. */
export function CrisisWidgetFallback({ text }: { text: CrisisText['fallback'] }) {
  return (
    <aside
      aria-label={text.region}
      className="fixed right-4 bottom-4 z-50 max-w-[calc(100vw-2rem)] rounded-2xl bg-danger px-5 py-3 text-danger-fg shadow-lg print:hidden"
    >
      <p className="font-bold">{text.title}</p>
      <a
        href={telHref(CRISIS_LIFELINE_NUMBER)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-2 focus-visible:outline-white sm:min-h-6"
      >
        <Phone className="size-4 shrink-0" aria-hidden="true" />
        {text.call}
      </a>
    </aside>
  )
}

type State = { failed: boolean }

/** Keeps a failure in the crisis widget from taking the page, or 988, with it. */
export class CrisisErrorBoundary extends Component<
  { text: CrisisText['fallback']; children: React.ReactNode },
  State
> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The crisis support widget failed; showing its fallback.', error)
  }

  render() {
    return this.state.failed ? <CrisisWidgetFallback text={this.props.text} /> : this.props.children
  }
}
