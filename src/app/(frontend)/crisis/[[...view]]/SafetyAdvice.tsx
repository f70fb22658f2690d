import { SubpageHeading } from './SubpageHeading'
export const safetyMetadata = {
  title: 'Browsing safely',
  description: 'What "Exit this site" does and does not do, and how to browse privately.',
  alternates: { canonical: '/crisis/safety' },
}

const kbd = 'font-sans font-semibold'

/** Plain, static advice for people who may be watched while they look for help. */
export function SafetyAdvice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <SubpageHeading title="Browsing safely">
        If someone else uses or checks your phone or computer, these steps can help keep your search
        for support private.
      </SubpageHeading>

      <div className="prose-body mt-8">
        <h2>What “Exit this site” does</h2>
        <p>
          The “Exit this site” button at the top of every page (and in the crisis support window),
          or pressing <kbd className={kbd}>Shift</kbd> three times, blanks the page at once and
          opens a weather search instead. It also clears what this site saved in your browser:
          cookies, saved settings and stored copies of our pages.
        </p>
        <h2>What it doesn’t do</h2>
        <p>
          <strong>It does not erase your browser history.</strong> The pages you visited here still
          show in your history list, and the address may appear when someone starts typing in the
          address bar. To remove them, open your history and delete the entries for this site:
        </p>
        <ul>
          <li>
            Chrome, Edge and Firefox: press <kbd className={kbd}>Ctrl + H</kbd> (on a Mac,{' '}
            <kbd className={kbd}>Cmd + Y</kbd> in Chrome, <kbd className={kbd}>Cmd + Shift + H</kbd>{' '}
            in Firefox).
          </li>
          <li>
            Safari on a Mac: press <kbd className={kbd}>Cmd + Y</kbd>.
          </li>
          <li>On a phone: open the browser’s menu and choose History.</li>
        </ul>
        <h2>Browse privately next time</h2>
        <p>A private window doesn’t keep history, cookies or form entries once you close it:</p>
        <ul>
          <li>
            Chrome: <kbd className={kbd}>Ctrl + Shift + N</kbd> (Mac:{' '}
            <kbd className={kbd}>Cmd + Shift + N</kbd>), an Incognito window.
          </li>
          <li>
            Edge: <kbd className={kbd}>Ctrl + Shift + N</kbd>, an InPrivate window.
          </li>
          <li>
            Firefox: <kbd className={kbd}>Ctrl + Shift + P</kbd> (Mac:{' '}
            <kbd className={kbd}>Cmd + Shift + P</kbd>).
          </li>
          <li>
            Safari: <kbd className={kbd}>Cmd + Shift + N</kbd>; on iPhone, tap the tabs button, then
            Private.
          </li>
          <li>Chrome on a phone: open the menu and choose New Incognito tab.</li>
        </ul>
        <p>
          Private browsing hides your activity from other people using the device. It doesn’t hide
          it from your school, employer or internet provider, or from monitoring software on the
          device.
        </p>
        <h2>Calls and texts</h2>
        <p>
          Your phone’s call and message lists keep the numbers you contact, and your phone bill may
          list them too. You can delete single calls and conversations on your phone. If you think
          your device is being watched, a library computer or a trusted friend’s phone may be safer.
        </p>
        <h2 id="saved-numbers">Wallet card and saved contacts</h2>
        <p>
          A printed wallet card and the crisis lines saved as phone contacts can be found by anyone
          who looks through your things or your phone. If that could put you at risk, keep the card
          somewhere private, or rename the contacts to something only you recognise.
        </p>
        <h2 id="offline-copy">The crisis lines without a connection</h2>
        <p>
          So that the crisis lines still work on a bad connection, your browser keeps a copy of them
          once you have visited this site: the crisis page, the wallet card and a short “no
          connection” page, the same for everyone and nothing about you. The copy shows the date it
          was saved, updates itself on your next visit after we change a line, and is only ever used
          when a page can’t load.
        </p>
        <p>
          “Exit this site” (or <kbd className={kbd}>Shift</kbd> three times) deletes it together
          with everything else this site saved, and so does clearing this site’s data in your
          browser’s settings. Your next visit saves it again. If you added this site to your home
          screen, its icon stays there until you remove it.
        </p>
        <h2>If you are in danger</h2>
        <p>
          Call <a href="tel:911">911</a>. To talk to a crisis counselor, call or text{' '}
          <a href="tel:988">988</a> at any time, or see <a href="/crisis">all our crisis lines</a>.
        </p>
      </div>
    </div>
  )
}
