/** Where an invitation stands, from its stored dates. */
export type InvitationState = 'pending' | 'accepted' | 'expired'

export function invitationState(
  doc: { acceptedAt?: string | null; expiresAt?: string | null },
  now = Date.now(),
): InvitationState {
  if (doc.acceptedAt) return 'accepted'
  if (!doc.expiresAt || Date.parse(doc.expiresAt) <= now) return 'expired'
  return 'pending'
}
