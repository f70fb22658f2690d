'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live-preview frame: tells the admin the page is ready, then re-renders
 * the draft on the server whenever the editor's document is saved (autosave included).
 */
export function LivePreviewListener({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = new URL(serverUrl).origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const data = event.data as { type?: string } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverUrl])
  return null
}
