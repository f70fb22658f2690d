/**
 * Demo stories and their categories, in English and Spanish. Each story says at its end that it
 * is demo content, so a team knows to replace or delete it; the seed never touches a story or
 * category that already exists (by address).
 */

export type SeedCategory = { slug: string; name: string; nameEs: string }

export const seedCategories: SeedCategory[] = [
  { slug: 'press', name: 'Press', nameEs: 'Prensa' },
  { slug: 'events', name: 'Events', nameEs: 'Eventos' },
  { slug: 'community', name: 'Community', nameEs: 'Comunidad' },
]

type Words = { title: string; summary: string; body: string }

export type SeedStory = {
  slug: string
  publishedAt: string
  authorName: string
  categories: string[]
  en: Words
  es: Words
}

const DEMO_EN =
  '*Demo content: this story shows how stories look on the site. Edit or delete it in the admin under Content → Stories.*'
const DEMO_ES =
  '*Contenido de demostración: esta historia muestra cómo se ven las historias en el sitio. Edítala o bórrala en el panel, en Contenido → Historias.*'

export const seedStories: SeedStory[] = [
  {
    slug: 'community-education-network-expands-to-every-state',
    publishedAt: '2026-10-14T14:00:00.000Z',
    authorName: 'Communications team',
    categories: ['press'],
    en: {
      title: 'Our community education network now reaches every state',
      summary:
        'With new volunteer facilitators in Wyoming and North Dakota, our free workshops and peer groups are now offered in all 50 states.',
      body: `Every state now has at least one trained volunteer facilitator, so anyone in the country can join a free workshop or peer group close to home, or online.

## What changes for you

- Workshops for families, schools and workplaces can be booked in any state
- Peer groups meet online every week, in English and in Spanish
- Our crisis page lists the hotlines that answer wherever you are

Journalists can reach us through our [contact page](/contact); mention "Press" in your message.

${DEMO_EN}`,
    },
    es: {
      title: 'Nuestra red de educación comunitaria ya llega a todos los estados',
      summary:
        'Con nuevas personas voluntarias en Wyoming y Dakota del Norte, nuestros talleres gratuitos y grupos de apoyo ya se ofrecen en los 50 estados.',
      body: `Cada estado tiene ahora al menos una persona voluntaria capacitada, así que cualquiera en el país puede unirse a un taller gratuito o a un grupo de apoyo cerca de casa, o en línea.

## Qué cambia para ti

- Los talleres para familias, escuelas y lugares de trabajo se pueden pedir en cualquier estado
- Los grupos de apoyo se reúnen en línea cada semana, en inglés y en español
- Nuestra página de ayuda en crisis muestra las líneas que atienden donde estés

Periodistas: escríbannos desde nuestra [página de contacto](/es/contact) y mencionen "Prensa".

${DEMO_ES}`,
    },
  },
  {
    slug: 'family-night-recap',
    publishedAt: '2026-09-22T22:00:00.000Z',
    authorName: 'Jordan Lee',
    categories: ['events', 'community'],
    en: {
      title: 'Family night: 120 parents and caregivers, one long conversation',
      summary:
        'Parents of trans and nonbinary kids met online to share what helped them listen, learn and keep their families close.',
      body: `More than 120 parents, grandparents and caregivers joined our first online family night. Three parents told their stories, and then everyone talked in small groups led by our volunteers.

"I came in scared of saying the wrong thing," one father said. "I left with words I can use at dinner tonight."

The next family night is in December. Our GUIDE program offers one-to-one conversations in the meantime.

${DEMO_EN}`,
    },
    es: {
      title: 'Noche de familias: 120 madres, padres y cuidadores en una larga conversación',
      summary:
        'Familias de jóvenes trans y no binarios se reunieron en línea para compartir lo que les ayudó a escuchar, aprender y seguir unidas.',
      body: `Más de 120 madres, padres, abuelos y cuidadores se unieron a nuestra primera noche de familias en línea. Tres familias contaron su historia y luego todos conversaron en grupos pequeños guiados por nuestras personas voluntarias.

"Llegué con miedo a decir algo equivocado", contó un padre. "Me voy con palabras que puedo usar esta noche en la cena."

La próxima noche de familias será en diciembre. Mientras tanto, nuestro programa GUIDE ofrece conversaciones individuales.

${DEMO_ES}`,
    },
  },
  {
    slug: 'why-i-volunteer',
    publishedAt: '2026-08-05T15:30:00.000Z',
    authorName: 'Sam Rivera',
    categories: ['community'],
    en: {
      title: 'Why I volunteer: "Someone did this for me"',
      summary:
        'A peer group facilitator on the call that changed their life, and why they now spend two evenings a month on the other side of it.',
      body: `Five years ago I sat in a parked car and joined a peer group on my phone because I had nobody else to talk to. Nobody told me what to do. They listened.

Now I lead a group twice a month. Most nights are ordinary: people talk about work, family, a first haircut that finally felt right. Some nights someone says something they have never said out loud. Those are the nights I remember why I came.

If you want to help, you do not need to be an expert. Our [volunteer page](/volunteer) explains the training.

${DEMO_EN}`,
    },
    es: {
      title: 'Por qué soy voluntaria: "Alguien hizo esto por mí"',
      summary:
        'Una facilitadora de grupos de apoyo habla de la llamada que cambió su vida y de por qué ahora pasa dos noches al mes del otro lado.',
      body: `Hace cinco años me senté en un carro estacionado y me uní a un grupo de apoyo desde el teléfono porque no tenía con quién hablar. Nadie me dijo qué hacer. Me escucharon.

Ahora guío un grupo dos veces al mes. La mayoría de las noches son normales: se habla del trabajo, de la familia, de un corte de pelo que por fin se sintió propio. Algunas noches alguien dice algo que nunca había dicho en voz alta. Esas noches recuerdo por qué vine.

Si quieres ayudar, no necesitas ser experta. Nuestra [página de voluntariado](/es/volunteer) explica la capacitación.

${DEMO_ES}`,
    },
  },
  {
    slug: 'annual-report-published',
    publishedAt: '2026-06-30T16:00:00.000Z',
    authorName: 'Communications team',
    categories: ['press'],
    en: {
      title: 'Our annual report is out',
      summary:
        'What we did last year, what it cost and what we learned, with our audited statements and Form 990.',
      body: `Our annual report shows how many people joined our workshops and peer groups, how we spent every dollar, and where we fell short.

You can read it, with our audited statements and Form 990, on our [annual reports page](/annual-reports).

${DEMO_EN}`,
    },
    es: {
      title: 'Ya está disponible nuestro informe anual',
      summary:
        'Lo que hicimos el año pasado, cuánto costó y qué aprendimos, con nuestros estados auditados y el Formulario 990.',
      body: `Nuestro informe anual muestra cuántas personas participaron en nuestros talleres y grupos de apoyo, cómo usamos cada dólar y en qué nos quedamos cortos.

Puedes leerlo, junto con los estados auditados y el Formulario 990, en nuestra [página de informes anuales](/es/annual-reports).

${DEMO_ES}`,
    },
  },
]
