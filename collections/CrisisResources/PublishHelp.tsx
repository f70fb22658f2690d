/**
 * Beside the edit screen's two buttons, what each does: the crisis lines are read by people in
 * crisis, so an editor must know which one puts a change in front of them.
 */
export function PublishHelp() {
  return (
    <p
      id="crisis-publish-help"
      style={{ margin: 0, maxWidth: '26rem', fontSize: '0.8125rem', lineHeight: 1.35 }}
    >
      <strong>Publish changes</strong> shows them on the crisis page within seconds.{' '}
      <strong>Save Draft</strong> keeps them private until you publish.
    </p>
  )
}
