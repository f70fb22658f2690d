import './publish-help.css'

/**
 * Beside the edit screen's two buttons, what each does: the crisis lines are read by people in
 * crisis, so an editor must know which one puts a change in front of them.
 */
export function PublishHelp() {
  return (
    <p className="crisis-publish-help">
      <strong>Publish changes</strong> shows them on the crisis page within seconds.{' '}
      <strong>Save Draft</strong> keeps them private until you publish.
    </p>
  )
}
