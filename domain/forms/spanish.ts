import type { FormCopy, FormKind, FormWords } from './definitions'

/**
 * The Spanish of the site forms: the built-in words of each form and field (what a Spanish page
 * shows before an editor writes its own, and what the seed stores), and how error messages name
 * each field ("Escribe tu nombre."). Plain and warm, in tú, like the rest of the Spanish site.
 */
const name = { label: 'Tu nombre', noun: 'tu nombre' }
const email = { label: 'Correo electrónico', noun: 'tu correo electrónico' }

const copy: Record<FormKind, FormCopy> = {
  contact: {
    title: 'Escríbenos',
    submitLabel: 'Enviar mensaje',
    confirmationMessage:
      'Gracias. Tu mensaje ya va camino a nuestro equipo y te responderemos en unos días hábiles.',
  },
  volunteer: {
    title: 'Súmate al voluntariado',
    submitLabel: 'Enviar solicitud',
    confirmationMessage:
      '¡Gracias por postularte! Una persona de nuestro equipo se pondrá en contacto contigo para ver qué encaja mejor.',
  },
  newsletter: {
    title: 'Boletín',
    submitLabel: 'Suscribirme',
    confirmationMessage:
      '¡Gracias! Revisa tu correo: si esta dirección aún no está en nuestra lista, te enviamos un enlace para confirmar tu suscripción.',
  },
  silhouette: {
    title: 'Pide tu ejemplar',
    submitLabel: 'Pedir la guía',
    confirmationMessage: 'Gracias. Recibimos tu pedido.',
  },
}

export const SPANISH_FORM_WORDS: FormWords = {
  locale: 'es',
  copy,
  fields: {
    contact: {
      name,
      email,
      topic: {
        label: 'Tema',
        noun: 'un tema',
        options: [
          'Pregunta general',
          'Formación de sensibilización para mi organización',
          'Acompañamiento individual de SUMMIT',
          'PROJECT: SILHOUETTE',
          'Voluntariado',
          'Prensa',
          'Comentarios sobre el sitio web',
        ],
      },
      message: { label: 'Mensaje', noun: 'tu mensaje' },
    },
    volunteer: {
      name,
      email,
      state: { label: 'Estado o territorio', noun: 'dónde vives' },
      track: {
        label: 'Quiero postularme a',
        noun: 'cómo te gustaría ayudar',
        help: 'Las personas embajadoras comparten nuestros recursos y formación en su propia comunidad. Lee “Programa de embajadores” más arriba.',
        optionLabels: { volunteer: 'Voluntariado general', ambassador: 'Programa de embajadores' },
      },
      interests: {
        label: '¿Qué te interesa?',
        noun: 'un área de interés',
        help: 'Elige todas las que quieras.',
        options: [
          'Moderación de comunidades',
          'Educación y formación',
          'Contenido y pódcast',
          'Tecnología',
          'Eventos',
          'Ayuda mutua',
        ],
      },
      availability: {
        label: '¿Cuánto tiempo podrías dar?',
        noun: 'tu disponibilidad',
        options: [
          'Unas horas al mes',
          'Unas horas a la semana',
          'Un solo proyecto o evento',
          'Todavía no lo sé',
        ],
      },
      message: {
        label: 'Cuéntanos un poco sobre ti (opcional)',
        noun: 'tu nota',
        help: 'Tus habilidades, tu comunidad o cualquier cosa que quieras contarnos.',
      },
      consent: {
        label: 'Acepto que el equipo guarde estos datos y me contacte sobre el voluntariado.',
        noun: 'tu consentimiento',
        help: 'Solo guardamos las solicitudes el tiempo que las necesitamos.',
        linkLabel: 'Lee nuestra política de privacidad',
      },
    },
    newsletter: {
      email: { ...email, help: 'Te enviaremos un enlace para confirmar que eres tú.' },
      name: { label: 'Nombre (opcional)', noun: 'tu nombre' },
    },
    silhouette: {
      name,
      email,
      audience: {
        label: '¿Para quién es la guía?',
        noun: 'para quién es la guía',
        options: [
          'Mi familia',
          'Una escuela o un salón de clases',
          'Un lugar de trabajo',
          'Para mí',
          'Otro',
        ],
      },
      organization: { label: 'Organización (opcional)', noun: 'tu organización' },
      message: { label: '¿Cómo usarás la guía?', noun: 'cómo usarás la guía' },
    },
  },
}
