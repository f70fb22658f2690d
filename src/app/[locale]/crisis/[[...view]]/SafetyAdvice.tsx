import type { Locale } from '@domain/i18n/locales'
import { SubpageHeading } from './SubpageHeading'

const metadata = {
  en: {
    title: 'Browsing safely',
    description: 'What "Exit this site" does and does not do, and how to browse privately.',
  },
  es: {
    title: 'Navegar con seguridad',
    description: 'Qué hace y qué no hace “Salir de este sitio”, y cómo navegar en privado.',
  },
}
export const safetyMetadata = (locale: Locale) => metadata[locale]

const kbd = 'font-sans font-semibold'

/** Plain, static advice for people who may be watched while they look for help. */
export function SafetyAdvice({ locale = 'en' }: { locale?: Locale }) {
  return locale === 'es' ? <SpanishSafetyAdvice /> : <EnglishSafetyAdvice />
}

function EnglishSafetyAdvice() {
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

function SpanishSafetyAdvice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <SubpageHeading
        title="Navegar con seguridad"
        back="Volver a la ayuda en crisis"
        backHref="/es/crisis"
      >
        Si otra persona usa o revisa tu teléfono o tu computadora, estos pasos pueden ayudarte a
        mantener en privado tu búsqueda de apoyo.
      </SubpageHeading>

      <div className="prose-body mt-8">
        <h2>Qué hace “Salir de este sitio”</h2>
        <p>
          El botón “Salir de este sitio”, arriba en cada página (y en la ventana de ayuda en
          crisis), o pulsar <kbd className={kbd}>Shift</kbd> tres veces, deja la página en blanco al
          instante y abre una búsqueda del clima. También borra lo que este sitio guardó en tu
          navegador: cookies, ajustes guardados y copias guardadas de nuestras páginas.
        </p>
        <h2>Qué no hace</h2>
        <p>
          <strong>No borra tu historial de navegación.</strong> Las páginas que visitaste aquí
          siguen en tu historial, y la dirección puede aparecer cuando alguien empieza a escribir en
          la barra de direcciones. Para quitarlas, abre tu historial y borra las entradas de este
          sitio:
        </p>
        <ul>
          <li>
            Chrome, Edge y Firefox: pulsa <kbd className={kbd}>Ctrl + H</kbd> (en una Mac,{' '}
            <kbd className={kbd}>Cmd + Y</kbd> en Chrome, <kbd className={kbd}>Cmd + Shift + H</kbd>{' '}
            en Firefox).
          </li>
          <li>
            Safari en una Mac: pulsa <kbd className={kbd}>Cmd + Y</kbd>.
          </li>
          <li>En el teléfono: abre el menú del navegador y elige Historial.</li>
        </ul>
        <h2>La próxima vez, navega en privado</h2>
        <p>
          Una ventana privada no guarda historial, cookies ni lo que escribes en formularios una vez
          que la cierras:
        </p>
        <ul>
          <li>
            Chrome: <kbd className={kbd}>Ctrl + Shift + N</kbd> (Mac:{' '}
            <kbd className={kbd}>Cmd + Shift + N</kbd>), una ventana de incógnito.
          </li>
          <li>
            Edge: <kbd className={kbd}>Ctrl + Shift + N</kbd>, una ventana InPrivate.
          </li>
          <li>
            Firefox: <kbd className={kbd}>Ctrl + Shift + P</kbd> (Mac:{' '}
            <kbd className={kbd}>Cmd + Shift + P</kbd>).
          </li>
          <li>
            Safari: <kbd className={kbd}>Cmd + Shift + N</kbd>; en el iPhone, toca el botón de
            pestañas y luego Privada.
          </li>
          <li>Chrome en el teléfono: abre el menú y elige Nueva pestaña de incógnito.</li>
        </ul>
        <p>
          La navegación privada oculta lo que haces a otras personas que usan el dispositivo. No lo
          oculta a tu escuela, a tu trabajo ni a tu proveedor de internet, ni a programas de
          vigilancia instalados en el dispositivo.
        </p>
        <h2>Llamadas y mensajes</h2>
        <p>
          La lista de llamadas y de mensajes de tu teléfono guarda los números con los que te
          comunicas, y tu factura también puede mostrarlos. Puedes borrar llamadas y conversaciones
          una por una en tu teléfono. Si crees que alguien vigila tu dispositivo, puede ser más
          seguro usar una computadora de una biblioteca o el teléfono de una amistad de confianza.
        </p>
        <h2 id="saved-numbers">La tarjeta de bolsillo y los contactos guardados</h2>
        <p>
          Cualquier persona que revise tus cosas o tu teléfono puede encontrar una tarjeta impresa o
          las líneas de ayuda guardadas como contactos. Si eso te pone en riesgo, guarda la tarjeta
          en un lugar privado o cambia el nombre de los contactos por algo que solo tú reconozcas.
        </p>
        <h2 id="offline-copy">Las líneas de ayuda sin conexión</h2>
        <p>
          Para que las líneas de ayuda funcionen aunque la conexión sea mala, tu navegador guarda
          una copia de ellas cuando visitas este sitio: la página de ayuda en crisis, la tarjeta de
          bolsillo y una pequeña página de “sin conexión”, iguales para todo el mundo y sin nada
          sobre ti. La copia muestra la fecha en que se guardó, se actualiza en tu próxima visita
          después de que cambiemos una línea y solo se usa cuando una página no puede cargar.
        </p>
        <p>
          “Salir de este sitio” (o <kbd className={kbd}>Shift</kbd> tres veces) la borra junto con
          todo lo demás que este sitio guardó, y lo mismo pasa si borras los datos de este sitio en
          los ajustes de tu navegador. Tu próxima visita la guarda de nuevo. Si agregaste este sitio
          a tu pantalla de inicio, su ícono sigue ahí hasta que lo quites.
        </p>
        <h2>Si estás en peligro</h2>
        <p>
          Llama al <a href="tel:911">911</a>. Para hablar con una persona consejera en crisis, llama
          o escribe al <a href="tel:988">988</a> (marca 2 para español) a cualquier hora, o mira{' '}
          <a href="/es/crisis">todas nuestras líneas de ayuda</a>.
        </p>
      </div>
    </div>
  )
}
