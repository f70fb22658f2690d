import type { FormKind } from '@domain/forms/definitions'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import type { SeedPage } from '../types'

/**
 * The Spanish of the seeded content: every crisis line, the home, about and contact pages,
 * the menus and the footer's settings. Written for people who may be reading it on their worst
 * day: plain, warm, in tú. Other pages show the English under "Esta página aún no está
 * traducida". Links inside Spanish pages lead to Spanish pages (/es/…).
 */

/** The language of this content (a code of domain/i18n/languages.mjs). */
export const SPANISH = 'es' as const

/** Spanish of a crisis line (by slug); what is not here falls back to the English. */
export type SpanishCrisisLine = {
  description: string
  callInstructions?: string
  textKeyword?: string
  textInstructions?: string
  hoursNote?: string
  otherWays?: { label: string; href: string }[]
  /** The line answers in Spanish too (its `answersIn`: the default language, and Spanish). */
  answersInSpanish: boolean
}

export const spanishCrisisLines: Record<string, SpanishCrisisLine> = {
  'trevor-project': {
    description:
      'Apoyo en crisis gratuito y confidencial para jóvenes LGBTQ+ menores de 25 años, por teléfono, mensaje de texto o chat, con consejeros y consejeras con formación.',
    textInstructions: 'Envía START al 678-678',
    answersInSpanish: false,
  },
  'trans-lifeline': {
    description:
      'Apoyo entre pares por teléfono, hecho por y para personas trans. Quienes atienden son personas trans y no llaman a servicios de emergencia sin tu permiso.',
    hoursNote: 'Solo por teléfono. Cierra algunos días festivos.',
    answersInSpanish: false,
  },
  '988-lifeline': {
    description:
      'Llama, escribe o chatea con una persona consejera en crisis desde cualquier lugar de Estados Unidos, por ti o por alguien que te preocupa. Atención en español las 24 horas.',
    callInstructions: 'Llama al 988 y marca 2',
    textKeyword: 'AYUDA',
    textInstructions: 'Envía AYUDA al 988',
    otherWays: [
      { label: 'Chat en español: 988lineadevida.org', href: 'https://988lineadevida.org/' },
      {
        label: 'Personas sordas o con dificultad para oír: marca 711 y luego 988',
        href: 'tel:711',
      },
    ],
    answersInSpanish: true,
  },
  'crisis-text-line': {
    description:
      'Escribe con una persona voluntaria formada en crisis cuando hablar en voz alta no es posible o no es seguro. Solo por mensaje de texto o WhatsApp.',
    textKeyword: 'AYUDA',
    textInstructions: 'Envía AYUDA al 741741',
    otherWays: [{ label: 'WhatsApp: 442-AYUDAME', href: 'https://wa.me/14422983263' }],
    answersInSpanish: true,
  },
  'lgbt-national-hotline': {
    description:
      'Apoyo confidencial entre pares, información y recursos locales para personas LGBTQ+ de todas las edades, con voluntariado LGBTQ+.',
    hoursNote: 'Cierra los domingos y algunos días festivos.',
    answersInSpanish: false,
  },
  'lgbt-national-youth-talkline': {
    description:
      'Apoyo confidencial entre pares para jóvenes LGBTQ+ de hasta 25 años, con voluntariado LGBTQ+: salir del clóset, relaciones, escuela, familia y más.',
    hoursNote: 'Cierra los domingos y algunos días festivos.',
    answersInSpanish: false,
  },
  'domestic-violence-hotline': {
    description:
      'Apoyo, un plan de seguridad y recursos cercanos para cualquier persona que sufre abuso en su relación, también sobrevivientes LGBTQ+. Atención en español.',
    textInstructions: 'Envía START al 88788',
    answersInSpanish: true,
  },
}

/** The languages a seeded line answers in: the default one, and Spanish where it does. */
export const seededAnswersIn = (slug: string): Locale[] =>
  spanishCrisisLines[slug]?.answersInSpanish ? [DEFAULT_LOCALE, SPANISH] : [DEFAULT_LOCALE]

/** The menus' and footer settings' words, by their English text. */
export const spanishWords: Record<string, string> = {
  About: 'Quiénes somos',
  'Who We Are': 'Quiénes somos',
  'Our Mission': 'Nuestra misión',
  'Why belonging is at the heart of our work':
    'Por qué la pertenencia está en el centro de lo que hacemos',
  'Our Team': 'Nuestro equipo',
  'The volunteers and staff behind the network':
    'Las personas voluntarias y el equipo detrás de la red',
  Leadership: 'Dirección',
  'Board and governance': 'Junta directiva y gobierno',
  'Our Work': 'Nuestro trabajo',
  Impact: 'Impacto',
  'What five years of community has built': 'Lo que han construido años de comunidad',
  'Annual Report': 'Informe anual',
  'Our year in review': 'Nuestro año en resumen',
  'Financial Transparency': 'Transparencia financiera',
  'How every dollar is used': 'Cómo usamos cada dólar',
  'Work With Us': 'Trabaja con nosotros',
  Careers: 'Empleo',
  'Open roles and how to help': 'Puestos abiertos y cómo ayudar',
  Press: 'Prensa',
  'Media inquiries and resources': 'Consultas de medios y recursos',
  'Belonging is a human right': 'Pertenecer es un derecho humano',
  'Since 2019 we have helped people understand each other through connection and education.':
    'Desde 2019 ayudamos a las personas a entenderse a través de la conexión y la educación.',
  'Services & Programs': 'Servicios y programas',
  Services: 'Servicios',
  Education: 'Educación',
  'Education Programs': 'Programas educativos',
  'Workshops and learning for everyone': 'Talleres y aprendizaje para todas las personas',
  'Ally Training': 'Formación para aliados',
  'Awareness training for organizations': 'Formación de sensibilización para organizaciones',
  Events: 'Eventos',
  'Community gatherings and talks': 'Encuentros y charlas de la comunidad',
  'Personal Support': 'Apoyo personal',
  'One-on-one guidance': 'Acompañamiento personal',
  'Learning resources and our podcast': 'Recursos para aprender y nuestro pódcast',
  'Training for your organization': 'Formación para tu organización',
  'Practical awareness training that helps teams welcome LGBTQ+ colleagues and clients.':
    'Formación práctica que ayuda a los equipos a recibir bien a colegas y clientes LGBTQ+.',
  'Our Five Initiatives': 'Nuestras cinco iniciativas',
  Initiatives: 'Iniciativas',
  'Learn & Grow': 'Aprende y crece',
  'Learning resources and a podcast': 'Recursos para aprender y un pódcast',
  'Connect & Build': 'Conecta y construye',
  'Community spaces with about 60,000 members': 'Espacios de comunidad con unas 60,000 personas',
  'Technology tools from our Innovation Lab':
    'Herramientas tecnológicas de nuestro laboratorio de innovación',
  'Mutual aid network, launching Q3 2025': 'Red de apoyo mutuo, desde el tercer trimestre de 2025',
  'A visual guide to gender identity, made to be shared.':
    'Una guía visual sobre la identidad de género, hecha para compartir.',
  'Get Involved': 'Participa',
  Volunteer: 'Voluntariado',
  'Give your time and skills': 'Dona tu tiempo y tus habilidades',
  'Ambassador Program': 'Programa de embajadores',
  'Represent the network where you live': 'Representa a la red donde vives',
  'Stay Connected': 'Mantente en contacto',
  Newsletter: 'Boletín',
  'News and events, once a month': 'Noticias y eventos, una vez al mes',
  'Social Media': 'Redes sociales',
  'Follow and share our work': 'Sigue y comparte nuestro trabajo',
  'Join Communities': 'Únete a las comunidades',
  'Find your people on BRIDGE': 'Encuentra a tu gente en BRIDGE',
  Give: 'Dona',
  Donate: 'Dona',
  'Fund education and community': 'Financia la educación y la comunidad',
  'Become an ally': 'Sé una persona aliada',
  'Allies make belonging possible. Learn how to show up for LGBTQ+ people in your life.':
    'Las personas aliadas hacen posible la pertenencia. Aprende a acompañar a las personas LGBTQ+ de tu vida.',
  Resources: 'Recursos',
  Learn: 'Aprende',
  'Educational Materials': 'Materiales educativos',
  'Guides and reading lists': 'Guías y lecturas recomendadas',
  Podcast: 'Pódcast',
  'Conversations from the GUIDE team': 'Conversaciones del equipo de GUIDE',
  'A visual guide to gender identity': 'Una guía visual sobre la identidad de género',
  'Help Now': 'Ayuda ahora',
  'Crisis Support': 'Ayuda en crisis',
  'Hotlines open now, call or text': 'Líneas abiertas ahora, llama o escribe',
  Transparency: 'Transparencia',
  'Annual Reports': 'Informes anuales',
  'Our reports, year by year': 'Nuestros informes, año por año',
  'Form 990 and statements': 'Formulario 990 y estados financieros',
  'Community Guidelines': 'Normas de la comunidad',
  'How we keep our spaces safe': 'Cómo cuidamos nuestros espacios',
  // Site settings (the footer's columns too)
  'Our Initiatives': 'Nuestras iniciativas',
  'REACH Mutual Aid': 'REACH Apoyo mutuo',
  Organization: 'Organización',
  'About Us': 'Quiénes somos',
  'Thank You': 'Gracias',
  'Community education for LGBTQ+ people and allies, nationwide':
    'Educación comunitaria para personas LGBTQ+ y aliadas, en todo el país',
  'Serving LGBTQ+ communities nationwide': 'Al servicio de las comunidades LGBTQ+ en todo el país',
  'Community members': 'Personas en la comunidad',
  'Active supporters': 'Personas que nos apoyan',
  'Years of service, since {foundingYear}': 'Años de servicio, desde {foundingYear}',
  'We are a 501(c)(3) nonprofit organization. Donations are tax-deductible to the extent allowed by law.':
    'Somos una organización sin fines de lucro 501(c)(3). Las donaciones son deducibles de impuestos en la medida que permite la ley.',
}

/** Spanish editions of pages (by slug): their own title, SEO and layout. */
export const spanishPages: Record<string, Omit<SeedPage, 'slug'>> = {
  home: {
    title: 'Inicio',
    seo: {
      title: 'Pertenecer es un derecho humano',
      description:
        'Una red comunitaria de educación sin fines de lucro al servicio de las comunidades LGBTQ+ en todo el país desde 2019. Aprende, conecta, encuentra acompañamiento y pide ayuda cuando la necesites.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Educación comunitaria desde 2019',
        heading: 'Pertenecer es un derecho humano.',
        subheading:
          'Y la comprensión crece con la conexión. Somos una red sin fines de lucro que ayuda a personas LGBTQ+, a sus familias y a sus aliados a aprender, conectar y encontrar apoyo, vivan donde vivan.',
        actions: [
          { label: 'Conoce nuestros programas', href: '/es/services', style: 'primary' },
          { label: 'Busca ayuda ahora', href: '/es/crisis', style: 'secondary' },
        ],
      },
      {
        blockType: 'richTextSection',
        heading: 'Si estás pasando por un momento difícil',
        content: `No tienes que pasar por esto a solas. La Línea 988 atiende en español a cualquier hora: llama al 988 y marca 2, o envía AYUDA al 988. También puedes escribir AYUDA al 741741.

En nuestra [página de ayuda en crisis](/es/crisis) están todas las líneas, también las que son para personas LGBTQ+.`,
        actions: [{ label: 'Ver las líneas de ayuda', href: '/es/crisis', style: 'primary' }],
      },
      {
        blockType: 'stats',
        heading: 'Más de {years} años de conexión',
        intro:
          'Desde {foundingYear}, nuestra red ha crecido conversación a conversación. Estas son las personas que la hacen posible.',
      },
      { blockType: 'latestStories', limit: 3 },
      {
        blockType: 'callToAction',
        heading: 'Ayuda a que más personas sientan que pertenecen',
        body: 'Dona tu tiempo o lo que puedas. Cada voluntario y cada donación nos ayudan a llegar a alguien que lo necesita.',
        actions: [
          { label: 'Hazte voluntario', href: '/es/volunteer', style: 'primary' },
          { label: 'Dona', href: '/donate', style: 'secondary' },
        ],
      },
    ],
  },
  about: {
    title: 'Quiénes somos',
    intro:
      'Una red comunitaria de educación sin fines de lucro al servicio de las comunidades LGBTQ+ en todo el país desde 2019.',
    seo: {
      title: 'Quiénes somos',
      description:
        'Nuestra misión, nuestro impacto desde 2019, cómo nos organizamos y quiénes hacen el trabajo.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        anchorId: 'mission',
        heading: 'Nuestra misión',
        content: `**Pertenecer es un derecho humano, y la comprensión crece con la conexión.**

Somos una red comunitaria de educación sin fines de lucro al servicio de las comunidades LGBTQ+ de Estados Unidos. Desde 2019 ayudamos a las personas a aprender, encontrarse y recibir apoyo.

Trabajamos con tres grupos de personas:

- Personas LGBTQ+ que buscan información, acompañamiento o comunidad
- Familias, amistades y aliados que quieren entender y apoyar a alguien que quieren
- Organizaciones que quieren que sus lugares de trabajo, aulas y servicios reciban bien a todas las personas

Somos una organización sin fines de lucro 501(c)(3).`,
      },
      {
        blockType: 'stats',
        anchorId: 'impact',
        heading: 'Nuestro impacto',
        intro:
          'Más de {years} años acompañando. Más de 60,000 personas se han unido a nuestros espacios de comunidad, y 166 personas nos apoyan de forma activa.',
      },
      {
        blockType: 'richTextSection',
        anchorId: 'leadership',
        heading: 'Cómo nos organizamos',
        content: `Como organización 501(c)(3), nos gobierna una junta directiva que cuida la misión, aprueba el presupuesto y las políticas, y pide cuentas a la dirección.

Creemos que las personas a las que servimos deben dar forma a lo que hacemos. Por eso escuchamos a nuestra comunidad y cambiamos el rumbo cuando nos dice que algo no funciona.`,
        actions: [{ label: 'Escríbenos', href: '/es/contact', style: 'secondary' }],
      },
    ],
  },
  contact: {
    title: 'Contacto',
    intro: 'Preguntas, ideas, pedidos de formación o simplemente un saludo.',
    seo: {
      title: 'Contacto',
      description:
        'Envíanos un mensaje o suscríbete a nuestro boletín. Si estás en peligro ahora, llama al 911; para apoyo en crisis, llama al 988 y marca 2.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Contacto',
        heading: 'Nos encantará saber de ti',
        subheading:
          'Preguntas, ideas, pedidos de formación o simplemente un saludo. Una persona de nuestro equipo lee cada mensaje. Puedes escribirnos en español.',
      },
      {
        blockType: 'callToAction',
        heading: 'Si estás en peligro ahora mismo, llama al 911',
        body: 'Para apoyo en crisis en español, llama al 988 y marca 2, o envía AYUDA al 988, a cualquier hora del día o de la noche. En nuestra página de ayuda en crisis también están las líneas para personas LGBTQ+.',
        actions: [{ label: 'Ver las líneas de ayuda', href: '/es/crisis', style: 'primary' }],
      },
      { blockType: 'form', anchorId: 'message', form: 'contact' },
      { blockType: 'form', anchorId: 'newsletter', form: 'newsletter' },
    ],
  },
}

/** The Spanish beside each form (its labels and messages: domain/forms/spanish.ts). */
export const spanishFormIntros: Record<FormKind, string> = {
  contact: `Usa este formulario para escribirle a nuestro equipo. Si prefieres el correo electrónico, encontrarás nuestra dirección al pie de cada página. Intentamos responder en unos días hábiles.

Algunos detalles nos ayudan a responder más rápido:

- **Pedidos de formación:** tu organización, el tamaño de tu equipo y qué te gustaría lograr
- **Acompañamiento individual:** menciona SUMMIT y cómo prefieres que te contactemos
- **PROJECT: SILHOUETTE:** dónde piensas usar la guía
- **Prensa:** tu medio y tu fecha límite

Este sitio web es nuevo y todavía está en beta. Si algo se ve mal o no te funciona, cuéntanos. De verdad nos ayuda.

Por favor, no uses este formulario para emergencias: nadie lo revisa a toda hora. Si necesitas hablar con alguien ahora, [aquí tienes las líneas de ayuda en crisis](/es/crisis).`,
  volunteer: `Cuéntanos un poco sobre ti: dónde estás, qué te gusta hacer y cuánto tiempo te gustaría dar. Elige **Programa de embajadores** si te gustaría representarnos en tu propia comunidad.

Una persona de nuestro equipo te escribirá para ver qué encaja mejor contigo. ¿Tienes preguntas antes? [Escríbenos](/es/contact).`,
  newsletter: `Recibe de vez en cuando novedades sobre recursos nuevos, episodios del pódcast, eventos y formas de ayudar.

Solo te añadimos a la lista cuando confirmas tu dirección. Cada boletín incluye un enlace para darte de baja, y nunca vendemos ni compartimos tu dirección.`,
  silhouette: `Cuéntanos un poco dónde usarás PROJECT: SILHOUETTE y te lo enviaremos.

¿Tienes preguntas sobre la guía? [Escríbenos](/es/contact).`,
}
