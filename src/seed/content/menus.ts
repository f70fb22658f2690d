import type { Menu } from '../../payload-types'

type Item = Menu['sections'][number]['items'][number]

/**
 * A menu as authored: links as site paths or addresses. The seed makes a path of a seeded page
 * ("/about#mission") a link to that page (src/seed/index.ts, domain/links.ts).
 */
export type SeedMenu = Pick<Menu, 'key' | 'title' | 'buttonLabel' | 'showInHeader' | 'order'> & {
  href: string
  sections: {
    title: string
    items: (Pick<Item, 'name' | 'description' | 'external' | 'badge'> & { href: string })[]
  }[]
  featured?: { title?: string | null; description?: string | null; href?: string | null }
}

export const seedMenus: SeedMenu[] = [
  {
    key: 'about',
    title: 'About',
    buttonLabel: 'About',
    href: '/about',
    showInHeader: true,
    order: 10,
    sections: [
      {
        title: 'Who We Are',
        items: [
          {
            name: 'Our Mission',
            href: '/about#mission',
            description: 'Why belonging is at the heart of our work',
          },
          {
            name: 'Our Team',
            href: '/about#team',
            description: 'The volunteers and staff behind the network',
          },
          { name: 'Leadership', href: '/about#leadership', description: 'Board and governance' },
        ],
      },
      {
        title: 'Our Work',
        items: [
          {
            name: 'Impact',
            href: '/about#impact',
            description: 'What five years of community has built',
          },
          {
            name: 'Annual Report',
            href: '/resources#annual-report',
            description: 'Our year in review',
          },
          {
            name: 'Financial Transparency',
            href: '/financial-transparency',
            description: 'How every dollar is used',
          },
        ],
      },
      {
        title: 'Work With Us',
        items: [
          { name: 'Careers', href: '/about#careers', description: 'Open roles and how to help' },
          { name: 'Press', href: '/about#press', description: 'Media inquiries and resources' },
        ],
      },
    ],
    featured: {
      title: 'Belonging is a human right',
      description:
        'Since 2019 we have helped people understand each other through connection and education.',
      href: '/about#mission',
    },
  },
  {
    key: 'services',
    title: 'Services & Programs',
    buttonLabel: 'Services',
    href: '/services',
    showInHeader: true,
    order: 20,
    sections: [
      {
        title: 'Education',
        items: [
          {
            name: 'Education Programs',
            href: '/services#education',
            description: 'Workshops and learning for everyone',
          },
          {
            name: 'Ally Training',
            href: '/services#ally-training',
            description: 'Awareness training for organizations',
            badge: 'Popular',
          },
          {
            name: 'Events',
            href: '/services#events',
            description: 'Community gatherings and talks',
            badge: 'New',
          },
        ],
      },
      {
        title: 'Personal Support',
        items: [
          { name: 'SUMMIT', href: '/summit', description: 'One-on-one guidance' },
          {
            name: 'GUIDE',
            href: '/guide',
            description: 'Learning resources and our podcast',
            badge: 'Free',
          },
        ],
      },
    ],
    featured: {
      title: 'Training for your organization',
      description:
        'Practical awareness training that helps teams welcome LGBTQ+ colleagues and clients.',
      href: '/services#ally-training',
    },
  },
  {
    key: 'initiatives',
    title: 'Our Five Initiatives',
    buttonLabel: 'Initiatives',
    href: '/summit',
    showInHeader: true,
    order: 30,
    sections: [
      {
        title: 'Learn & Grow',
        items: [
          { name: 'SUMMIT', href: '/summit', description: 'One-on-one guidance' },
          {
            name: 'GUIDE',
            href: '/guide',
            description: 'Learning resources and a podcast',
            badge: 'Free',
          },
        ],
      },
      {
        title: 'Connect & Build',
        items: [
          {
            name: 'BRIDGE',
            href: '/bridge',
            description: 'Community spaces with about 60,000 members',
            badge: 'Popular',
          },
          {
            name: 'BUILD',
            href: '/build',
            description: 'Technology tools from our Innovation Lab',
          },
          {
            name: 'REACH',
            href: '/reach',
            description: 'Mutual aid network, launching Q3 2025',
            badge: 'New',
          },
        ],
      },
    ],
    featured: {
      title: 'PROJECT: SILHOUETTE',
      description: 'A visual guide to gender identity, made to be shared.',
      href: '/project-silhouette',
    },
  },
  {
    key: 'get-involved',
    title: 'Get Involved',
    buttonLabel: 'Get Involved',
    href: '/volunteer',
    showInHeader: true,
    order: 50,
    sections: [
      {
        title: 'Volunteer',
        items: [
          { name: 'Volunteer', href: '/volunteer', description: 'Give your time and skills' },
          {
            name: 'Ambassador Program',
            href: '/volunteer#ambassador',
            description: 'Represent the network where you live',
            badge: 'Featured',
          },
        ],
      },
      {
        title: 'Stay Connected',
        items: [
          {
            name: 'Newsletter',
            href: '/contact#newsletter',
            description: 'News and events, once a month',
          },
          {
            name: 'Social Media',
            href: '/contact#social',
            description: 'Follow and share our work',
          },
          { name: 'Join Communities', href: '/bridge', description: 'Find your people on BRIDGE' },
        ],
      },
      {
        title: 'Give',
        items: [
          {
            name: 'Donate',
            href: '/donate',
            description: 'Fund education and community',
            badge: 'Support Us',
          },
        ],
      },
    ],
    featured: {
      title: 'Become an ally',
      description:
        'Allies make belonging possible. Learn how to show up for LGBTQ+ people in your life.',
      href: '/services#ally-training',
    },
  },
  {
    key: 'resources',
    title: 'Resources',
    buttonLabel: 'Resources',
    href: '/resources',
    showInHeader: false,
    order: 40,
    sections: [
      {
        title: 'Learn',
        items: [
          {
            name: 'Educational Materials',
            href: '/resources',
            description: 'Guides and reading lists',
            badge: 'Free',
          },
          { name: 'Podcast', href: '/guide', description: 'Conversations from the GUIDE team' },
          {
            name: 'PROJECT: SILHOUETTE',
            href: '/project-silhouette',
            description: 'A visual guide to gender identity',
          },
        ],
      },
      {
        title: 'Help Now',
        items: [
          {
            name: 'Crisis Support',
            href: '/crisis',
            description: 'Hotlines open now, call or text',
          },
        ],
      },
      {
        title: 'Transparency',
        items: [
          {
            name: 'Annual Reports',
            href: '/annual-reports',
            description: 'Our reports, year by year',
          },
          {
            name: 'Financial Transparency',
            href: '/financial-transparency',
            description: 'Form 990 and statements',
          },
          {
            name: 'Community Guidelines',
            href: '/bridge',
            description: 'How we keep our spaces safe',
          },
        ],
      },
    ],
  },
]
