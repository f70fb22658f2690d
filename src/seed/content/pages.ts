import type { SeedPage } from '../types'
import { WORKSHOPS_ANCHOR, servicesEventsBlock } from './events'

/**
 * Seed copy for every public page.
 *
 * Rules followed here:
 * - Only claims we can stand behind: 5+ years (since 2019), 60,000+ community members,
 *   166 active supporters. No invented names, numbers, partners or money figures.
 * - The organisation is never named; the site name comes from Site settings.
 * - Internal links only point at pages seeded here, /crisis, /donate, /login and the
 *   menu anchors defined below.
 */

/** Strips the common leading indentation so Markdown can be written indented in this file. */
const md = (text: string): string => {
  const lines = text.replace(/^\n+/, '').replace(/\s+$/, '').split('\n')
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)?.[0].length ?? 0)
  const indent = indents.length ? Math.min(...indents) : 0
  return lines.map((l) => l.slice(indent)).join('\n')
}

/**
 * What the privacy policy says about the crisis-help counts (added after the first seed; a
 * migration adds it to a policy that still reads as seeded, see src/seed/corrections).
 */
export const CRISIS_COUNT_BULLET =
  "- **We count crisis help without tracking anyone.** So we know our crisis help is used, we count how many times a day the crisis dialog is opened, the crisis page is viewed and each line's call or text link is pressed. A number per day is all we keep: no time of day, no IP address, no browser details, no cookies, nothing that could tell who you are, and nothing is sent to anyone else. If your browser sends Global Privacy Control or Do Not Track, nothing is counted at all."

/** The six initiatives, shared by Home and Services. */
const initiativeCards = [
  {
    icon: 'compass' as const,
    title: 'SUMMIT',
    description:
      "One-on-one guidance from someone who listens. Bring a question, a worry, or a next step you're working out.",
    href: '/summit',
    linkLabel: 'About SUMMIT',
  },
  {
    icon: 'book' as const,
    title: 'GUIDE',
    description:
      'Learning resources and a podcast about LGBTQ+ lives, identities and allyship, in plain language.',
    href: '/guide',
    linkLabel: 'Explore GUIDE',
  },
  {
    icon: 'message' as const,
    title: 'BRIDGE',
    description:
      'Community spaces on chat and social platforms, where about 60,000 members find each other.',
    href: '/bridge',
    linkLabel: 'About BRIDGE',
  },
  {
    icon: 'wrench' as const,
    title: 'BUILD',
    description:
      'Our Innovation Lab, where we create technology tools that make support easier to find and use.',
    href: '/build',
    linkLabel: 'About BUILD',
  },
  {
    icon: 'hand' as const,
    title: 'REACH',
    description:
      'A mutual aid network, launching in Q3 2025, so neighbors can help neighbors with everyday needs.',
    href: '/reach',
    linkLabel: 'About REACH',
  },
  {
    icon: 'sparkles' as const,
    title: 'PROJECT: SILHOUETTE',
    description:
      'A visual guide to gender identity, made to help people start kind, informed conversations.',
    href: '/project-silhouette',
    linkLabel: 'See the guide',
  },
]

/** Short "in danger now?" callout used on Contact and Resources. */
const crisisCallout = {
  blockType: 'callToAction' as const,
  heading: "If you're in danger right now, call 911",
  body: 'For crisis support, call or text 988 at any time, day or night. Our crisis resources page also lists LGBTQ+ support lines you can call or text.',
  actions: [{ label: 'See crisis resources', href: '/crisis', style: 'primary' as const }],
}

export const seedPages: SeedPage[] = [
  // ───────────────────────────────────────────── Home
  {
    slug: 'home',
    title: 'Home',
    seo: {
      title: 'Belonging is a human right',
      description:
        'A nonprofit community education network serving LGBTQ+ communities nationwide since 2019. Learn, connect, find guidance, and get help when you need it.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Community education since 2019',
        heading: 'Belonging is a human right.',
        subheading:
          "And understanding grows through connection. We're a nonprofit network helping LGBTQ+ people, their families and their allies learn, connect and find support, wherever they live.",
        actions: [
          { label: 'Explore our programs', href: '/services', style: 'primary' },
          { label: 'Get help now', href: '/crisis', style: 'secondary' },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: 'Our initiatives',
        intro: 'Six ways to learn, connect and find support. Start wherever feels right for you.',
        cards: initiativeCards,
      },
      {
        blockType: 'richTextSection',
        heading: 'Training for organizations',
        content: md(`
          Workplaces, schools, clinics and community groups ask us the same question: how do we make sure LGBTQ+ people feel welcome here?

          Our awareness training gives teams the words, the background and the everyday habits that help. Sessions are practical, friendly and shaped around your people.
        `),
        actions: [
          { label: 'About ally training', href: '/services#ally-training', style: 'primary' },
        ],
      },
      {
        blockType: 'stats',
        heading: '{years}+ years of connection',
        intro:
          'Since {foundingYear}, our network has grown one conversation at a time. These are the people who make it what it is.',
      },
      { blockType: 'latestStories', limit: 3 },
      {
        blockType: 'callToAction',
        heading: 'Help more people feel they belong',
        body: 'Give your time, or give what you can. Every volunteer and every gift helps us reach someone who needs it.',
        actions: [
          { label: 'Volunteer', href: '/volunteer', style: 'primary' },
          { label: 'Donate', href: '/donate', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Services
  {
    slug: 'services',
    title: 'Services & Programs',
    intro: 'Learning, guidance and community for people, families and organizations.',
    seo: {
      title: 'Services & Programs',
      description:
        'Community education, ally and awareness training for organizations, events, and our six initiatives: SUMMIT, GUIDE, BRIDGE, BUILD, REACH and PROJECT: SILHOUETTE.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Services & Programs',
        heading: 'Learning, guidance and community, in one place',
        subheading:
          "Whether you're exploring your own identity, supporting someone you love, or leading a team, there's a place to start here.",
        actions: [
          { label: 'Ask about training', href: '/contact', style: 'primary' },
          { label: 'Get one-on-one guidance', href: '/summit', style: 'secondary' },
        ],
      },
      {
        blockType: 'richTextSection',
        anchorId: 'education',
        heading: 'Community education',
        content: md(`
          We believe understanding grows through connection. Our education work is for anyone who wants to learn, at their own pace and without judgment.

          - **[GUIDE](/guide)** offers learning resources and a podcast about LGBTQ+ lives and identities.
          - **[PROJECT: SILHOUETTE](/project-silhouette)** is a visual guide to gender identity that makes big ideas easier to talk about.
          - **[SUMMIT](/summit)** is there when you'd rather talk it through with a person, one on one.

          Everything is written in plain language. You don't need to know the "right" words before you start.
        `),
      },
      {
        blockType: 'richTextSection',
        anchorId: 'ally-training',
        heading: 'Ally and awareness training',
        content: md(`
          Our awareness training helps organizations become places where LGBTQ+ people are welcome, respected and safe. We work with workplaces, schools, healthcare and social service teams, faith communities and other nonprofits.

          ### What training can cover

          - The basics of sexual orientation and gender identity, in clear terms
          - Language that includes, and common mistakes to avoid
          - How to respond well when someone comes out to you
          - Everyday practices, like using names and pronouns correctly
          - Reviewing forms, spaces and policies with inclusion in mind

          ### How it works

          We start with a conversation about your team and your goals. Then we shape a session that fits: how long it runs, what it covers, and who it's for. Questions are always welcome, including the ones people worry are awkward.
        `),
        actions: [{ label: 'Ask about training', href: '/contact', style: 'primary' }],
      },
      // /services#events (the services menu's "Events"): the next events, then how we share them.
      servicesEventsBlock(),
      {
        blockType: 'richTextSection',
        anchorId: WORKSHOPS_ANCHOR,
        heading: 'Events and workshops',
        content: md(`
          Throughout the year we host community conversations, learning sessions and online gatherings. Some are open to everyone; others are made for a particular group, like parents, educators or people who are new to the community.

          We share upcoming events in our newsletter and in our BRIDGE community spaces first.
        `),
        actions: [
          { label: 'Get the newsletter', href: '/contact#newsletter', style: 'primary' },
          { label: 'Join BRIDGE', href: '/bridge', style: 'secondary' },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: 'Our initiatives',
        intro: 'Each initiative meets a different need. Many people use more than one.',
        cards: initiativeCards,
      },
      {
        blockType: 'callToAction',
        heading: 'Not sure where to start?',
        body: "Tell us a little about what you're looking for, and we'll point you in the right direction.",
        actions: [{ label: 'Contact us', href: '/contact', style: 'primary' }],
      },
    ],
  },

  // ───────────────────────────────────────────── About
  {
    slug: 'about',
    title: 'About Us',
    intro:
      'A nonprofit community education network serving LGBTQ+ communities nationwide since 2019.',
    seo: {
      title: 'About Us',
      description:
        'Our mission, our impact since 2019, how we are led and who does the work, plus careers and press information.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        anchorId: 'mission',
        heading: 'Our mission',
        content: md(`
          **Belonging is a human right, and understanding grows through connection.**

          We're a nonprofit community education network serving LGBTQ+ communities across the United States. Since 2019 we've helped people learn, find each other and get support.

          We work with three groups of people:

          - LGBTQ+ people looking for information, guidance or community
          - Families, friends and allies who want to understand and support someone they love
          - Organizations that want their workplaces, classrooms and services to welcome everyone

          We're a registered 501(c)(3) nonprofit. You can see how we use our funds on our [financial transparency](/financial-transparency) page.
        `),
        actions: [{ label: 'See our programs', href: '/services', style: 'secondary' }],
      },
      {
        blockType: 'stats',
        anchorId: 'impact',
        heading: 'Our impact',
        intro:
          'More than {years} years of showing up. Over 60,000 people have joined our community spaces, and 166 active supporters help keep the work going. Our annual reports tell the fuller story.',
      },
      {
        blockType: 'richTextSection',
        anchorId: 'leadership',
        heading: 'Leadership',
        content: md(`
          As a 501(c)(3) nonprofit, we're governed by a board of directors. The board looks after our mission, approves our budget and policies, and holds our leadership accountable.

          Day to day, our work is led by people responsible for each of our programs. They plan what we offer, look after the people who deliver it, and report back on how it's going.

          We believe the people we serve should shape what we do. So we listen closely to our community when we plan, and we change course when they tell us something isn't working.
        `),
      },
      {
        blockType: 'cardGrid',
        anchorId: 'team',
        heading: 'Our team',
        intro:
          'Our team is made up of people who care deeply about this work. Here are the roles that keep our network running.',
        cards: [
          {
            icon: 'compass',
            title: 'Program leads',
            description:
              'Plan and run our initiatives, from SUMMIT and GUIDE to BRIDGE, BUILD and REACH.',
          },
          {
            icon: 'graduation',
            title: 'Educators and trainers',
            description: 'Create learning resources and lead awareness training for organizations.',
          },
          {
            icon: 'users',
            title: 'Guides',
            description: 'Offer one-on-one guidance through SUMMIT, with patience and care.',
          },
          {
            icon: 'shield',
            title: 'Community moderators',
            description: 'Keep our BRIDGE spaces welcoming, safe and true to our guidelines.',
          },
          {
            icon: 'wrench',
            title: 'Builders',
            description:
              'Design and build the technology tools that come out of our Innovation Lab.',
          },
          {
            icon: 'heart',
            title: 'Volunteers and ambassadors',
            description: 'Give their time and share our work in their own communities.',
            href: '/volunteer#ambassador',
            linkLabel: 'Become an ambassador',
          },
        ],
      },
      {
        blockType: 'richTextSection',
        anchorId: 'careers',
        heading: 'Careers',
        content: md(`
          We don't have any open paid positions right now. When that changes, we'll post the roles here.

          The best way to work alongside us today is to volunteer. There are ways to help for many skills and schedules, and you can do most of them from anywhere in the country.
        `),
        actions: [{ label: 'Volunteer with us', href: '/volunteer', style: 'primary' }],
      },
      {
        blockType: 'richTextSection',
        anchorId: 'press',
        heading: 'Press',
        content: md(`
          Journalists, researchers and event organizers are welcome to get in touch. For media inquiries and interview requests, please use our [contact page](/contact) and mention "Press" in your message.

          Let us know your deadline, and we'll do our best to get back to you in time.
        `),
        actions: [
          { label: 'Press releases and news', href: '/news?category=press', style: 'primary' },
          { label: 'Contact us', href: '/contact', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Resources
  {
    slug: 'resources',
    title: 'Resources',
    intro: 'Guides, conversations and tools for LGBTQ+ people, families, allies and organizations.',
    seo: {
      title: 'Resources',
      description:
        'Learning resources, our podcast, a visual guide to gender identity, community guidelines, crisis support and our annual reports.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Resources',
        heading: 'Learn at your own pace',
        subheading:
          "Clear, kind information for LGBTQ+ people, families, allies and organizations. Take what you need, and come back whenever you're ready.",
      },
      {
        blockType: 'cardGrid',
        heading: 'Where to start',
        cards: [
          {
            icon: 'book',
            title: 'Learning resources',
            description: 'Plain-language guides on identity, language and allyship, from GUIDE.',
            href: '/guide',
            linkLabel: 'Browse GUIDE',
          },
          {
            icon: 'mic',
            title: 'Podcast',
            description:
              'Conversations with community members, educators and allies. Also part of GUIDE.',
            href: '/guide',
            linkLabel: 'Listen',
          },
          {
            icon: 'sparkles',
            title: 'PROJECT: SILHOUETTE',
            description: 'A visual guide to gender identity, for families, classrooms and teams.',
            href: '/project-silhouette',
            linkLabel: 'See the guide',
          },
          {
            icon: 'message',
            title: 'Community guidelines',
            description: 'How we look after each other in our BRIDGE community spaces.',
            href: '/bridge',
            linkLabel: 'Read the guidelines',
          },
          {
            icon: 'graduation',
            title: 'Training for organizations',
            description: 'Awareness training that helps your team welcome LGBTQ+ people.',
            href: '/services#ally-training',
            linkLabel: 'About training',
          },
          {
            icon: 'shield',
            title: 'Crisis support',
            description:
              'Phone and text lines you can reach right now, including LGBTQ+-specific support.',
            href: '/crisis',
            linkLabel: 'Get help now',
          },
        ],
      },
      crisisCallout,
      {
        blockType: 'richTextSection',
        anchorId: 'annual-report',
        heading: 'Annual report',
        content: md(`
          Each year we publish a report on what we did, who we reached and what we learned. We also publish our financial information, including our Form 990 filings.

          You can find every report on our [annual reports](/annual-reports) page, and our filings on our [financial transparency](/financial-transparency) page.
        `),
        actions: [
          { label: 'Annual reports', href: '/annual-reports', style: 'primary' },
          { label: 'Financial transparency', href: '/financial-transparency', style: 'secondary' },
        ],
      },
      {
        blockType: 'faq',
        heading: 'Common questions',
        items: [
          {
            question: "I'm not LGBTQ+. Are these resources for me?",
            answer:
              'Yes. Many of the people who use our resources are parents, friends, teachers, coworkers and managers who want to understand and support someone.',
          },
          {
            question: "I can't find what I'm looking for. What should I do?",
            answer:
              "Send us a message through our contact page, or ask for one-on-one guidance through SUMMIT. We'll help you find it.",
          },
          {
            question: 'Can I share your materials with my school or workplace?',
            answer:
              "We'd love that. Please get in touch through our contact page first and tell us how you'd like to use them. If your team wants to go further, ask about our awareness training.",
          },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Contact
  {
    slug: 'contact',
    title: 'Contact Us',
    intro: 'Questions, ideas, training requests, or just hello.',
    seo: {
      title: 'Contact Us',
      description:
        'Send us a message, sign up for our newsletter, or connect with our community. If you are in danger now, call 911, or call or text 988.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Contact us',
        heading: "We'd love to hear from you",
        subheading:
          'Questions, ideas, training requests, or just hello. A real person on our team reads every message.',
      },
      crisisCallout,
      { blockType: 'form', anchorId: 'message', form: 'contact' },
      { blockType: 'form', anchorId: 'newsletter', form: 'newsletter' },
      {
        blockType: 'richTextSection',
        anchorId: 'social',
        heading: 'Social and community',
        content: md(`
          You'll find links to our social media accounts at the bottom of every page. Follow along for news, resources and stories from our community.

          Looking for conversation rather than updates? Our [BRIDGE](/bridge) community spaces are where about 60,000 members talk, share and support each other every day.
        `),
        actions: [{ label: 'Join BRIDGE', href: '/bridge', style: 'secondary' }],
      },
    ],
  },

  // ───────────────────────────────────────────── GUIDE
  {
    slug: 'guide',
    title: 'GUIDE',
    intro: 'Learning resources and a podcast.',
    seo: {
      title: 'GUIDE: Learning Resources and Podcast',
      description:
        'Plain-language learning resources and a podcast about LGBTQ+ lives, identities and allyship, for anyone who wants to understand.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'GUIDE',
        heading: 'Learning resources and a podcast',
        subheading:
          'Clear, kind information about LGBTQ+ lives, for anyone who wants to understand, including yourself.',
        actions: [
          { label: 'Get new episodes by e-mail', href: '/contact#newsletter', style: 'primary' },
        ],
      },
      {
        blockType: 'richTextSection',
        heading: "What you'll find",
        content: md(`
          GUIDE brings together what we've learned from years of community education. It's written for real questions, in plain words.

          - **Explainers** on identity, language and common terms
          - **Guides for families and friends** who want to support someone they love
          - **Materials for educators and workplaces** that want to be more welcoming
          - **[PROJECT: SILHOUETTE](/project-silhouette)**, our visual guide to gender identity

          Take your time. There's no test at the end, and no question is too basic.
        `),
      },
      {
        blockType: 'richTextSection',
        heading: 'The podcast',
        content: md(`
          Our podcast shares conversations with community members, educators and allies about identity, family, work and belonging.

          Some episodes are personal stories. Others answer questions we hear often. All of them are made to help people understand each other a little better.

          New episodes are announced in our [newsletter](/contact#newsletter) and in our [BRIDGE](/bridge) community spaces.
        `),
      },
      {
        blockType: 'faq',
        heading: 'Questions about GUIDE',
        items: [
          {
            question: 'Who is GUIDE for?',
            answer:
              "Anyone. LGBTQ+ people, people who are questioning, families, friends, teachers and managers all use GUIDE. You don't need to explain why you're here.",
          },
          {
            question: 'Do I need to know the "right" words first?',
            answer:
              "No. Learning the words is part of what GUIDE is for. Mistakes are how most of us learn, and we'd rather you ask than stay quiet.",
          },
          {
            question: 'Can I suggest a topic?',
            answer:
              'Yes, please. Send your idea through our contact page. Many of our resources started as a question someone asked us.',
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Want to talk it through?',
        body: 'Reading is a good start. Sometimes it helps to talk with someone. SUMMIT offers one-on-one guidance.',
        actions: [
          { label: 'About SUMMIT', href: '/summit', style: 'primary' },
          { label: 'All resources', href: '/resources', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── SUMMIT
  {
    slug: 'summit',
    title: 'SUMMIT',
    intro: 'One-on-one guidance.',
    seo: {
      title: 'SUMMIT: One-on-One Guidance',
      description:
        'Talk with someone who listens. SUMMIT offers one-on-one guidance for LGBTQ+ people and the people who love them.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'SUMMIT',
        heading: 'One-on-one guidance, at your pace',
        subheading:
          "Some questions are easier to talk through with a person. SUMMIT connects you with someone who listens, doesn't judge, and helps you find your next step.",
        actions: [{ label: 'Ask for guidance', href: '/contact', style: 'primary' }],
      },
      {
        blockType: 'cardGrid',
        heading: 'What people bring to SUMMIT',
        intro: 'There is no wrong reason to reach out. Here are a few of the things we hear about.',
        cards: [
          {
            icon: 'heart',
            title: 'Coming out',
            description: 'Thinking about who to tell, when, and how, or what to do after.',
          },
          {
            icon: 'compass',
            title: 'Questions about identity',
            description: 'Making sense of your feelings, with no pressure to have an answer.',
          },
          {
            icon: 'users',
            title: 'Supporting someone you love',
            description: 'For parents, partners and friends who want to get it right.',
          },
          {
            icon: 'message',
            title: 'Finding community',
            description: 'Feeling alone, and wanting to meet people who understand.',
          },
        ],
      },
      {
        blockType: 'richTextSection',
        heading: 'How it works',
        content: md(`
          - **Reach out.** Send us a message through our [contact page](/contact) and mention SUMMIT. Tell us as much or as little as you like.
          - **We get in touch.** Someone from our team replies to find a time and a way to talk that works for you.
          - **You talk, we listen.** Together you look at where you are and what might help next. That could be a resource, a community space, or simply a plan.

          SUMMIT is guidance from people who care. It isn't therapy, medical advice or legal advice, and it isn't a crisis service.
        `),
      },
      {
        blockType: 'faq',
        heading: 'Questions about SUMMIT',
        items: [
          {
            question: 'What if I need help right now?',
            answer:
              "If you're in danger, call 911. For crisis support, call or text 988 at any time, or see our crisis resources page, which includes LGBTQ+ support lines.",
          },
          {
            question: 'Who can ask for guidance?',
            answer:
              'LGBTQ+ people, people who are questioning, and the families and friends who support them, anywhere in the country.',
          },
          {
            question: 'What happens to what I share?',
            answer:
              'We use it only to support you, and we treat it with care. Our privacy policy explains how we handle messages.',
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Ready to talk?',
        body: "Send us a short message. You don't need to have the right words, just a place to start.",
        actions: [
          { label: 'Ask for guidance', href: '/contact', style: 'primary' },
          { label: 'Read GUIDE first', href: '/guide', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── BRIDGE
  {
    slug: 'bridge',
    title: 'BRIDGE',
    intro: 'Community spaces on chat and social platforms.',
    seo: {
      title: 'BRIDGE: Community Spaces and Guidelines',
      description:
        'Community spaces on chat and social platforms with about 60,000 members, and the community guidelines that keep them welcoming.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'BRIDGE',
        heading: 'Find your people',
        subheading:
          'Community spaces on chat and social platforms, where about 60,000 members across the country talk, share and look out for each other.',
        actions: [{ label: 'Ask to join', href: '/contact', style: 'primary' }],
      },
      {
        blockType: 'richTextSection',
        heading: 'What BRIDGE is',
        content: md(`
          Connection is where understanding starts. BRIDGE gives people a place to find others who get it, whether you live in a big city or a small town.

          Members swap advice, celebrate good news, ask questions they can't ask anywhere else, and hear about events and new resources first.

          Our spaces are moderated, and everyone in them agrees to the community guidelines below.
        `),
      },
      {
        blockType: 'richTextSection',
        heading: 'Community guidelines',
        content: md(`
          These guidelines apply in every BRIDGE space. They exist so everyone can feel safe being themselves.

          - **Be kind.** Disagree with ideas, never attack people.
          - **Respect identities.** Use the names and pronouns people share with you.
          - **Protect privacy.** Don't share someone else's story, photos, messages or personal details without their clear permission.
          - **No hate or harassment.** No slurs, threats, bullying or content that demeans anyone for who they are.
          - **No spam or selling.** Don't advertise, fundraise or recruit without asking a moderator first.
          - **Give a heads-up.** Add a content warning before discussing hard topics like violence or self-harm.
          - **Look out for each other.** If someone may be in danger, share our [crisis resources](/crisis) and tell a moderator.

          Moderators may remove posts or members that break these guidelines. If you see something that worries you, tell a moderator or [contact us](/contact).
        `),
      },
      {
        blockType: 'faq',
        heading: 'Questions about BRIDGE',
        items: [
          {
            question: 'Who can join?',
            answer:
              'LGBTQ+ people and allies who agree to our community guidelines. Some spaces are for specific groups, so everyone has somewhere that fits.',
          },
          {
            question: 'How do I join?',
            answer:
              "Send us a message through our contact page and mention BRIDGE. You'll also find our social media links at the bottom of every page.",
          },
          {
            question: 'Is BRIDGE a crisis service?',
            answer:
              "No. Members support each other, but BRIDGE isn't staffed for emergencies. If you're in danger, call 911. For crisis support, call or text 988, or use the Immediate Crisis Support button on any page.",
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Join the conversation',
        body: 'About 60,000 people have already found a place here. There is room for you too.',
        actions: [
          { label: 'Ask to join', href: '/contact', style: 'primary' },
          { label: 'Help moderate', href: '/volunteer', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── BUILD
  {
    slug: 'build',
    title: 'BUILD',
    intro: 'Technology tools from our Innovation Lab.',
    seo: {
      title: 'BUILD: Innovation Lab',
      description:
        'Our Innovation Lab builds accessible, privacy-first technology tools that make it easier for LGBTQ+ people to find support and each other.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'BUILD Innovation Lab',
        heading: 'Technology that helps people connect',
        subheading:
          'BUILD is our Innovation Lab. We create tools that make support easier to find, easier to use, and safer to reach.',
        actions: [{ label: 'Lend your skills', href: '/volunteer', style: 'primary' }],
      },
      {
        blockType: 'richTextSection',
        heading: 'What guides our work',
        content: md(`
          Good technology can make the difference between someone feeling alone and someone finding help. We build with that in mind.

          - **Accessible by default.** Tools should work for everyone, including people using keyboards, screen readers or slow connections.
          - **Privacy first.** We collect as little as we can. People exploring their identity deserve to do it safely.
          - **Built with the community.** We test ideas with the people who will use them, and we listen when they tell us what's missing.
          - **Simple over clever.** Plain words, clear steps, no surprises.

          This website is part of that work. It's in beta, and we're improving it as we go.
        `),
      },
      {
        blockType: 'cardGrid',
        heading: 'Get involved',
        cards: [
          {
            icon: 'wrench',
            title: 'Volunteer your skills',
            description: 'Developers, designers, writers and testers all help shape what we build.',
            href: '/volunteer',
            linkLabel: 'Ways to volunteer',
          },
          {
            icon: 'sparkles',
            title: 'Share an idea',
            description:
              "Is there a tool that would make life easier for your community? We'd like to hear it.",
            href: '/contact',
            linkLabel: 'Tell us',
          },
          {
            icon: 'shield',
            title: 'Report a problem',
            description:
              "Found something on this site that doesn't work, or doesn't work for you? Let us know.",
            href: '/contact',
            linkLabel: 'Report it',
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Help us build what comes next',
        body: 'Every tool we make starts with a need someone shared with us. Your time, ideas and support all count.',
        actions: [
          { label: 'Volunteer', href: '/volunteer', style: 'primary' },
          { label: 'Donate', href: '/donate', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── REACH
  {
    slug: 'reach',
    title: 'REACH',
    intro: 'A mutual aid network, launching in Q3 2025.',
    seo: {
      title: 'REACH: Mutual Aid Network (Launching Q3 2025)',
      description:
        'REACH is our planned mutual aid network, launching in Q3 2025, connecting people who need a hand with people who can offer one.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'REACH · Planned',
        heading: 'A mutual aid network, launching in Q3 2025',
        subheading:
          "Neighbors helping neighbors. REACH isn't open yet. Here's what we're planning, and how you can be part of it from the start.",
        actions: [{ label: 'Get launch news', href: '/contact#newsletter', style: 'primary' }],
      },
      {
        blockType: 'richTextSection',
        heading: 'What REACH will do',
        content: md(`
          Sometimes what people need most is practical: a ride, a meal, help finding a service, or someone to go with them to an appointment.

          REACH is planned as a mutual aid network that connects people who need a hand with people in our community who can offer one. Help goes both ways. Everyone has something to give, and everyone needs help sometimes.

          We're still shaping the details together with our community. This page will be updated as the launch gets closer.
        `),
      },
      {
        blockType: 'richTextSection',
        heading: "What we're building it on",
        content: md(`
          - **Dignity.** Asking for help should never feel like a burden.
          - **Privacy.** Only the people who need to know will know.
          - **Safety.** Clear guidelines for everyone who gives and receives help.
          - **Community.** REACH grows out of the trust built in our [BRIDGE](/bridge) spaces.

          REACH is not an emergency service. If you need help now, see our [crisis resources](/crisis).
        `),
      },
      {
        blockType: 'callToAction',
        heading: 'Be part of REACH from day one',
        body: "Sign up for our newsletter to hear when REACH opens, or tell us you'd like to help get it started.",
        actions: [
          { label: 'Join the newsletter', href: '/contact#newsletter', style: 'primary' },
          { label: 'Volunteer', href: '/volunteer', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── PROJECT: SILHOUETTE
  {
    slug: 'project-silhouette',
    title: 'PROJECT: SILHOUETTE',
    intro: 'A visual guide to gender identity.',
    seo: {
      title: 'PROJECT: SILHOUETTE: A Visual Guide to Gender Identity',
      description:
        'A visual guide to gender identity that helps families, educators and teams understand big ideas and start kind, informed conversations.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'PROJECT: SILHOUETTE',
        heading: 'A visual guide to gender identity',
        subheading:
          'Some ideas are easier to understand when you can see them. PROJECT: SILHOUETTE uses simple visuals to explain gender identity clearly and kindly.',
        actions: [
          { label: 'Request the guide', href: '/project-silhouette#request', style: 'primary' },
        ],
      },
      {
        blockType: 'richTextSection',
        heading: 'Why a visual guide',
        content: md(`
          Conversations about gender can feel confusing, or even tense, when people don't share the same words. Pictures help.

          The guide gently separates ideas that often get mixed up, such as:

          - **Gender identity:** who you know yourself to be
          - **Gender expression:** how you show your gender to the world
          - **Sex assigned at birth:** what was recorded when you were born
          - **Sexual orientation:** who you're attracted to

          It's a starting point for understanding, not a box to fit into. Everyone's experience is their own.
        `),
      },
      {
        blockType: 'cardGrid',
        heading: "Who it's for",
        cards: [
          {
            icon: 'users',
            title: 'Families',
            description:
              'For parents and relatives who want to understand and support a loved one.',
          },
          {
            icon: 'graduation',
            title: 'Educators',
            description: 'For teachers and school staff who want to answer questions with care.',
          },
          {
            icon: 'file',
            title: 'Workplaces',
            description: 'For managers and teams building a more welcoming workplace.',
          },
          {
            icon: 'compass',
            title: 'Anyone exploring',
            description: 'For anyone making sense of their own identity, at their own pace.',
          },
        ],
      },
      { blockType: 'form', anchorId: 'request', form: 'silhouette' },
    ],
  },

  // ───────────────────────────────────────────── PROJECT: SILHOUETTE thank-you
  {
    slug: 'project-silhouette-thank-you',
    title: 'Request Received',
    intro: 'Thank you for requesting PROJECT: SILHOUETTE.',
    seo: {
      title: 'Request Received: PROJECT: SILHOUETTE',
      description:
        'Thank you for requesting PROJECT: SILHOUETTE, our visual guide to gender identity. We have received your request.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'PROJECT: SILHOUETTE',
        heading: "Thank you. We've received your request.",
        subheading:
          "Your request for PROJECT: SILHOUETTE, our visual guide to gender identity, is with our team. We'll be in touch soon.",
      },
      {
        blockType: 'richTextSection',
        heading: 'What happens next',
        content: md(`
          - **We review your request.** If we have a question about how you plan to use the guide, we'll reach out.
          - **Watch your inbox.** Our reply will come by e-mail. If you don't see it, please check your spam or junk folder.
          - **Need to change something?** Just [send us a message](/contact) and mention your request.
        `),
      },
      {
        blockType: 'cardGrid',
        heading: 'While you wait',
        cards: [
          {
            icon: 'book',
            title: 'Explore GUIDE',
            description: 'Plain-language learning resources and our podcast.',
            href: '/guide',
            linkLabel: 'Browse GUIDE',
          },
          {
            icon: 'compass',
            title: 'Talk it through',
            description: 'One-on-one guidance through SUMMIT.',
            href: '/summit',
            linkLabel: 'About SUMMIT',
          },
          {
            icon: 'mail',
            title: 'Get our newsletter',
            description: 'New resources, podcast episodes and events, now and then.',
            href: '/contact#newsletter',
            linkLabel: 'Sign up',
          },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Volunteer
  {
    slug: 'volunteer',
    title: 'Volunteer',
    intro: 'Give your time, grow our community.',
    seo: {
      title: 'Volunteer',
      description:
        'Volunteer with a nationwide LGBTQ+ community education network. Moderate, teach, write, build, or become an ambassador in your own community.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Get involved',
        heading: 'Give your time, grow our community',
        subheading:
          "Volunteers are at the heart of everything we do. Whatever your skills and however much time you have, there's a way to help.",
        actions: [
          { label: 'Become an ambassador', href: '/volunteer#ambassador', style: 'primary' },
          { label: 'Ask a question', href: '/contact', style: 'secondary' },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: 'Ways to volunteer',
        cards: [
          {
            icon: 'shield',
            title: 'Community moderation',
            description: 'Help keep our BRIDGE spaces welcoming and safe.',
            href: '/bridge',
            linkLabel: 'About BRIDGE',
          },
          {
            icon: 'graduation',
            title: 'Education and training',
            description: 'Support workshops and awareness training for organizations.',
            href: '/services#ally-training',
            linkLabel: 'About training',
          },
          {
            icon: 'mic',
            title: 'Content and podcast',
            description: 'Write, edit, research or help produce GUIDE resources and episodes.',
            href: '/guide',
            linkLabel: 'About GUIDE',
          },
          {
            icon: 'wrench',
            title: 'Technology',
            description: 'Design, build and test tools with our BUILD Innovation Lab.',
            href: '/build',
            linkLabel: 'About BUILD',
          },
          {
            icon: 'calendar',
            title: 'Events',
            description: 'Help plan and host community conversations and gatherings.',
            href: '/services#events',
            linkLabel: 'About events',
          },
          {
            icon: 'hand',
            title: 'Mutual aid',
            description: 'Help shape REACH, our mutual aid network launching in Q3 2025.',
            href: '/reach',
            linkLabel: 'About REACH',
          },
        ],
      },
      {
        blockType: 'richTextSection',
        anchorId: 'ambassador',
        heading: 'Ambassador program',
        content: md(`
          Ambassadors carry our mission into their own communities: their schools, workplaces, faith groups, neighborhoods and online circles.

          ### What ambassadors do

          - Share our resources with people who could use them
          - Let local groups and organizations know about our awareness training
          - Tell us what their community needs, so we can respond
          - Represent our network at local events, when they'd like to

          ### What you'll get from us

          - Materials and talking points you can use right away
          - A direct line to our team for questions
          - A community of fellow ambassadors across the country

          You don't need to be an expert. You need to care, and to be willing to listen.
        `),
        actions: [{ label: 'Apply as an ambassador', href: '/volunteer#apply', style: 'primary' }],
      },
      { blockType: 'form', anchorId: 'apply', form: 'volunteer' },
      {
        blockType: 'faq',
        heading: 'Questions about volunteering',
        items: [
          {
            question: 'Do I need experience?',
            answer:
              "No. We'll help you get started. Some roles, like moderation or guidance, include preparation before you begin.",
          },
          {
            question: 'How much time does it take?',
            answer:
              'That depends on you. Some volunteers help with a single project; others stay involved week after week.',
          },
          {
            question: 'Can I volunteer from anywhere?',
            answer:
              'Yes. We serve communities nationwide, and most of our volunteer work happens online.',
          },
          {
            question: 'Are there paid positions?',
            answer:
              "Not right now. Volunteer roles are unpaid. If paid positions open, we'll list them on our About page, under Careers.",
          },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Thank you
  {
    slug: 'thank-you',
    title: 'Thank You',
    intro: 'To everyone who gives their time, their voice and their support.',
    seo: {
      title: 'Thank You',
      description:
        'Thank you to our donors, volunteers and 166 active supporters. Your support helps LGBTQ+ people across the country learn, connect and belong.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Thank you',
        heading: 'Thank you for standing with us',
        subheading:
          'To every donor, volunteer, ambassador and ally: you make belonging possible for people who need it.',
      },
      {
        blockType: 'richTextSection',
        heading: 'What your support makes possible',
        content: md(`
          Since 2019, our network has grown into a community of more than 60,000 people. That didn't happen by accident. It happened because people like you chose to help.

          Today, 166 active supporters help keep our work going. Together, you make it possible to:

          - Offer one-on-one guidance through [SUMMIT](/summit)
          - Create learning resources and our podcast through [GUIDE](/guide)
          - Keep our [BRIDGE](/bridge) community spaces welcoming and safe
          - Build better tools in our [BUILD](/build) Innovation Lab
          - Prepare [REACH](/reach), our mutual aid network launching in Q3 2025

          Thank you. It matters more than we can say.
        `),
      },
      {
        blockType: 'cardGrid',
        heading: 'Ways to stay involved',
        cards: [
          {
            icon: 'mail',
            title: 'Stay in the loop',
            description: 'Get occasional news about our work and new resources.',
            href: '/contact#newsletter',
            linkLabel: 'Join the newsletter',
          },
          {
            icon: 'heart',
            title: 'Give your time',
            description: 'Volunteer, or become an ambassador in your community.',
            href: '/volunteer',
            linkLabel: 'Volunteer',
          },
          {
            icon: 'message',
            title: 'Join the community',
            description: 'Meet people who understand in our BRIDGE spaces.',
            href: '/bridge',
            linkLabel: 'About BRIDGE',
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Questions about a gift?',
        body: "If you need a copy of a receipt or have a question about your donation, we're happy to help. You can also see how we use our funds.",
        actions: [
          { label: 'Contact us', href: '/contact', style: 'primary' },
          { label: 'Financial transparency', href: '/financial-transparency', style: 'secondary' },
        ],
      },
    ],
  },

  // ───────────────────────────────────────────── Financial transparency
  {
    slug: 'financial-transparency',
    title: 'Financial Transparency',
    intro: 'How we account for the support you give us.',
    seo: {
      title: 'Financial Transparency',
      description:
        "Our annual reports and Form 990 filings, and how to find a nonprofit's Form 990 through the IRS.",
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Financial transparency',
        heading: 'Open about how we use your support',
        subheading:
          'You trust us with your time and your gifts. You should be able to see what we do with them.',
      },
      {
        blockType: 'richTextSection',
        heading: 'Our commitment',
        content: md(`
          We're a 501(c)(3) nonprofit. Donations to our network are tax-deductible to the extent allowed by law.

          We publish our annual reports and our Form 990 filings so anyone can see how we raise and spend money. You'll find them listed below this section, and more about each year's work on our [annual reports](/annual-reports) page.

          Have a question about our finances? Please [contact us](/contact). We're glad to answer.
        `),
      },
      {
        blockType: 'reportsList',
        anchorId: 'reports',
        heading: 'Reports and filings',
        intro: 'Annual reports, Form 990 filings and audited financial statements, newest first.',
        emptyMessage: 'No reports or filings have been published here yet.',
      },
      {
        blockType: 'richTextSection',
        heading: 'About Form 990',
        content: md(`
          Most tax-exempt organizations in the United States file an annual information return with the IRS, called Form 990. Smaller organizations may file a shorter version, such as Form 990-EZ or Form 990-N.

          These filings are public. Besides the copies listed on this page, you can look up any nonprofit's Form 990 through the IRS's Tax Exempt Organization Search on the IRS website.
        `),
      },
    ],
  },

  // ───────────────────────────────────────────── Annual reports
  {
    slug: 'annual-reports',
    title: 'Annual Reports',
    intro: 'A yearly look at what we did, who we reached and what we learned.',
    seo: {
      title: 'Annual Reports',
      description:
        'Read our annual reports: our programs, our community and our finances, year by year. Our Form 990 filings are public too.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Annual reports',
        heading: 'Our year, in our own words',
        subheading:
          'Each year we look back honestly at what went well, what was hard, and where we are headed next.',
      },
      {
        blockType: 'richTextSection',
        heading: "What's inside",
        content: md(`
          Our annual reports cover:

          - **Our programs:** what SUMMIT, GUIDE, BRIDGE, BUILD and our other work did that year
          - **Our community:** how our network grew, and what people told us
          - **Our finances:** where our money came from and how we used it
          - **What's next:** our plans and priorities for the year ahead

          Every report we've published is listed below this section.
        `),
      },
      {
        blockType: 'reportsList',
        anchorId: 'reports',
        heading: 'Our annual reports',
        kinds: ['annual-report'],
        emptyMessage: 'Our first annual report will be published here.',
      },
      {
        blockType: 'richTextSection',
        heading: 'Looking for tax filings?',
        content: md(`
          Our Form 990 filings are listed on our [financial transparency](/financial-transparency) page. A nonprofit's Form 990 is also a public record, available through the IRS.

          If you'd like a report in a different format, please [contact us](/contact).
        `),
      },
    ],
  },

  // ───────────────────────────────────────────── Privacy policy
  {
    slug: 'policy/privacy-policy',
    title: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have.',
    seo: {
      title: 'Privacy Policy',
      description:
        'What information we collect on this website, how we use it, how long we keep it, and your choices, including consent for analytics and Global Privacy Control.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        content: md(`
          Your privacy matters to us, especially because many people come to us while exploring something personal. This policy explains, in plain words, what information this website collects, why, and what choices you have.

          ## The short version

          - We only collect what you choose to send us, plus the basic technical data any website needs to run.
          - We don't sell or rent your personal information.
          - We don't use analytics unless you say yes, and we honour Global Privacy Control.
          - Our crisis resources page loads no third-party scripts.
          - You can ask to see, correct or delete your information at any time.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## What we collect

          ### Messages and forms

          When you use our contact form, volunteer form, or ask for something like SUMMIT guidance or the PROJECT: SILHOUETTE guide, we receive what you enter. That's usually your name, your e-mail address and your message. Please share only what you're comfortable sharing.

          ### Newsletter

          If you sign up for our newsletter, we collect your e-mail address. We use double opt-in: we send you a confirmation e-mail, and you're only added once you click the link in it. Every newsletter includes an unsubscribe link.

          ### Team sign-in

          Team members who sign in to our admin area provide account details such as their e-mail address. Visitors never need an account.

          ### Technical data

          Like most websites, our servers keep short-lived technical logs, such as IP address, browser type and the pages requested. We use them only to keep the site secure and working.

          ### Analytics, only with your consent

          We don't load analytics unless you agree to it. If you do, we learn which pages are visited and how the site is used, in aggregate. We remove e-mail addresses from any analytics data, and analytics never runs on our crisis resources. See our [cookie policy](/policy/cookie-policy) for details.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## What we don't do

          - **We don't sell or share your personal information** for advertising.
          - **We honour Global Privacy Control.** If your browser sends a GPC signal, we treat it as a "no" to analytics and as a request not to sell or share your information.
          - **We keep crisis help private.** Our crisis resources page and crisis dialog load no third-party scripts, analytics or fonts. Nothing you do there is sent to anyone else.
          ${CRISIS_COUNT_BULLET}

          ## How we use and share information

          We use your information to reply to you, to provide the help or materials you asked for, to send the newsletter you signed up for, and to keep the site secure.

          We share it only with service providers who help us run the site, such as hosting and e-mail delivery, and only as much as they need to do that job. We may also disclose information when the law requires it.

          Donations are handled on a separate donation page run by a third-party provider. That provider's own privacy policy applies to what you enter there.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## How long we keep it

          We keep form submissions for a limited time: long enough to respond and keep a short record, and then we delete them. Newsletter addresses are kept until you unsubscribe. Technical logs are kept only briefly. Team accounts are kept while the person is part of our team.

          ## Your rights and choices

          Wherever you live, you can ask us to:

          - Tell you what information we hold about you
          - Correct information that's wrong
          - Delete your information
          - Stop sending you e-mail (or just use the unsubscribe link)
          - Withdraw your consent to analytics at any time

          Some US states give residents additional rights, and we'll honour them. We won't treat you differently for using any of these rights. We'll respond as soon as we can, and always within the time the law requires.

          ## Children

          This website isn't directed at children under 13, and we don't knowingly collect their personal information. If you believe a child has sent us information, please contact us and we'll delete it.

          ## Changes to this policy

          If we change how we handle information, we'll update this page. For significant changes, we'll make them clear on the site.

          ## Contact us

          For any privacy question or request, please use our [contact page](/contact).
        `),
      },
    ],
  },

  // ───────────────────────────────────────────── Terms of service
  {
    slug: 'policy/terms-of-service',
    title: 'Terms of Service',
    intro: 'The ground rules for using this website.',
    seo: {
      title: 'Terms of Service',
      description:
        'The terms for using our website: what the site is and is not for, community conduct, content, donations, team accounts and limits of liability.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        content: md(`
          These terms explain the ground rules for using this website. By using the site, you agree to them. If you don't agree, please don't use the site.

          We've tried to keep them short and clear. If anything is unclear, please [contact us](/contact).

          ## Not emergency or professional advice

          Our resources, guidance and community spaces are here to inform and support. They are **not** a substitute for emergency services, or for medical, mental health or legal advice from a qualified professional.

          If you are in danger, call 911. For crisis support, call or text 988 at any time, or see our [crisis resources](/crisis).
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## Using the site

          Please use the site lawfully and respectfully. You agree not to:

          - Harass, threaten or harm anyone, or post hateful content
          - Share other people's personal information without their permission
          - Send spam, malware, or misleading information
          - Try to break into, overload or interfere with the site or its accounts

          ## Community spaces

          Our BRIDGE community spaces run on third-party chat and social platforms. When you join them, our [community guidelines](/bridge) apply, along with the rules of the platform itself. We may remove content or members that break those guidelines.

          ## What you send us

          When you send us a message or form, you confirm the information is yours to share. We handle it as described in our [privacy policy](/policy/privacy-policy).
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## Our content

          The text, guides, graphics and other materials on this site belong to us or are used with permission. You're welcome to read, share links to, and print them for personal, non-commercial use. For anything else, including using our materials in training or publications, please ask us first.

          ## Donations

          Donations are processed on a separate page run by a third-party provider, under that provider's terms. We're a 501(c)(3) nonprofit, and donations are tax-deductible to the extent allowed by law. If you have a question about a donation, please [contact us](/contact).

          ## Team accounts

          The admin area is only for members of our team. If you have a team account, keep your sign-in details private and tell us right away if you think someone else has used them.

          ## Links to other sites

          Some links lead to websites we don't run, including crisis lines and our donation page. We aren't responsible for their content or practices.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## No warranty

          We work hard to keep information accurate and the site available, but we provide it "as is". This site is in beta, and things may change, move or occasionally break.

          ## Limitation of liability

          To the fullest extent allowed by law, we aren't liable for any indirect or consequential loss arising from your use of the site. Nothing in these terms limits rights you have under law that can't be limited.

          ## Changes to these terms

          We may update these terms from time to time. The version on this page is the one that applies.

          ## Contact us

          Questions about these terms? Please use our [contact page](/contact).
        `),
      },
    ],
  },

  // ───────────────────────────────────────────── Cookie policy
  {
    slug: 'policy/cookie-policy',
    title: 'Cookie Policy',
    intro: 'The few cookies we use, and your choices.',
    seo: {
      title: 'Cookie Policy',
      description:
        'We use strictly necessary cookies for team sign-in and to remember your consent choice. Analytics cookies are only set after you agree.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        content: md(`
          Cookies are small text files a website stores in your browser. We use as few as we can. This page explains each kind, and the choices you have.

          ## The short version

          - Most visitors get **no cookies at all** until they make a choice about analytics.
          - We use a small number of strictly necessary cookies.
          - Analytics cookies are only set **after you agree**, and never on our crisis resources.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## Strictly necessary cookies

          These cookies are needed for the site to work, so they don't require consent.

          - **payload-token** is set only when a team member signs in at the team sign-in page. It keeps them signed in to the admin area and is removed when they sign out or the session ends. Visitors who don't sign in never receive it.
          - **A consent cookie** remembers your choice about analytics, so we don't ask you on every page.

          ## Analytics cookies

          If you agree to analytics, our analytics provider sets cookies that help us understand, in aggregate, how the site is used: which pages are visited and which features help people. We remove e-mail addresses from analytics data.

          If you say no, or your browser sends a Global Privacy Control signal, no analytics cookies are set. Analytics never runs on our crisis resources page or in the crisis dialog.

          ## Stored on your device, not sent to us

          The site also remembers a couple of small preferences in your browser's local storage, such as your light or dark theme choice and whether you've opened the crisis dialog before. These stay on your device and aren't used for tracking.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## Your choices

          You can change your mind about analytics at any time. Clearing this site's cookies in your browser removes your previous choice, and we'll ask you again. Most browsers also let you block or delete cookies in their settings.

          ## Other sites

          Our donation page is run by a third-party provider and may set its own cookies. Their cookie policy applies there.

          ## Questions

          For more about how we handle information, see our [privacy policy](/policy/privacy-policy), or [contact us](/contact).
        `),
      },
    ],
  },

  // ───────────────────────────────────────────── Accessibility
  {
    slug: 'policy/accessibility',
    title: 'Accessibility Statement',
    intro: 'Last reviewed November 2026.',
    seo: {
      title: 'Accessibility Statement',
      description:
        'Our commitment to an accessible website: we aim to meet WCAG 2.2 level AA. What we do, known limitations, and how to give feedback.',
    },
    layout: [
      {
        blockType: 'richTextSection',
        content: md(`
          Everyone should be able to learn, connect and find help on our website, including in a crisis. This statement explains what we aim for, what we've done, and where we still fall short.

          **Last reviewed November 2026.**

          ## Our target

          We aim to meet the **Web Content Accessibility Guidelines (WCAG) 2.2, level AA**.

          ## What this statement covers

          - **The public website**, including every page linked from our menus and footer
          - **The crisis support dialog** and crisis resources page
          - **The team admin area**, in part. It's used only by our team, and parts of it rely on third-party software we don't fully control. We're improving it over time.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## What we do

          - **Keyboard access.** Every feature is designed to work with a keyboard alone, with a visible focus outline. Menus and dialogs keep focus inside while open and return it when they close.
          - **Screen readers.** Pages use clear headings, landmarks and labels, and important updates are announced.
          - **Crisis help, always.** The crisis button is on every page. Press **Alt+C** to open the crisis dialog, or **Alt+9** to call 988. Our crisis resources page works even without JavaScript.
          - **Reduced motion.** If your device asks for reduced motion, we turn animations off.
          - **Colour and contrast.** Text and controls meet WCAG AA contrast in both light and dark themes, and colour is never the only way we show information.
          - **Zoom and reflow.** Pages work when zoomed and on small screens, with touch targets large enough to tap.
          - **Plain language.** We write in short paragraphs and everyday words.

          ## How we check

          We test with keyboard-only navigation, with screen readers, and with automated accessibility checks. We also listen to feedback from the people who use the site.
        `),
      },
      {
        blockType: 'richTextSection',
        content: md(`
          ## Known limitations

          - **Some uploaded PDFs**, such as older reports, may not be fully accessible. If you need one in another format, ask us and we'll provide it.
          - **Our donation page** is run by a third-party provider, so its accessibility is outside our control.
          - **Links to other websites**, such as crisis lines and social media, lead to sites we don't run.
          - **This site is in beta.** We're still finding and fixing issues.

          ## Tell us about a problem

          If something on our site doesn't work for you, please tell us through our [contact page](/contact). Let us know the page and what happened. We'll reply within 5 business days, and we'll work with you to get you the information you need another way.

          If you need crisis help and can't use this site, call or text 988 at any time. In an emergency, call 911.
        `),
      },
    ],
  },
]
