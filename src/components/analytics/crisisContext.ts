/**
 * Crisis content is never measured (on purpose, unlike the original design): not the /crisis
 * pages, and not while the crisis dialog is open. The dialog is recognised by its accessible
 * name, or by a `data-crisis-dialog` attribute on it.
 */
export function isCrisisPath(pathname: string): boolean {
  return pathname === '/crisis' || pathname.startsWith('/crisis/')
}

function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label')
  if (label) return label
  const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? []
  return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ')
}

export function isCrisisDialogOpen(doc: Document = document): boolean {
  const dialogs = doc.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')
  return Array.from(dialogs).some(
    (el) => el.hasAttribute('data-crisis-dialog') || /crisis/i.test(accessibleName(el)),
  )
}

export function isCrisisContext(): boolean {
  if (typeof window === 'undefined') return true
  return isCrisisPath(window.location.pathname) || isCrisisDialogOpen()
}
