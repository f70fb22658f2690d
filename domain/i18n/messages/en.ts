import type { DayOfWeek } from '../../crisis/hours/zone'
import type { Specialization } from '../../crisis/specializations'
import type { FormWords } from '../../forms/definitions'
import { FORM_TEXT } from '../../forms/text'

/**
 * The interface's English words (the spec's texts, exactly), and the default of every other
 * catalogue: a key another language lacks shows these words (./index.ts). Server components read
 * the catalogue of the page's locale and pass client components only the strings they show, so a
 * page never ships another language. `{name}` marks a value filled in by `fill`. Site paths are
 * written unprefixed: every language gets its own (messagesFor).
 */
export const en = {
  skipToContent: 'Skip to content',
  /** The language switch's link to this language, in this language (its label is the list's name). */
  languageSwitch: {
    description: 'View this page in English',
    offer: 'Prefer English?',
  },
  /** Above a page of another language shown in English because it has no translation yet. */
  untranslated: 'This page is not translated yet, so it is shown in English.' as string | null,
  header: { homePage: 'home page,', beta: 'Beta', search: 'Search', searchHref: '/search' },
  nav: { home: 'Home', thankYou: 'Thank You', contact: 'Contact' },
  auth: { signIn: 'Team Sign In', dashboard: 'Dashboard', logout: 'Logout' },
  mobileMenu: {
    open: 'Open menu',
    button: 'Menu',
    title: 'Site menu',
    close: 'Close menu',
    search: 'Search menu',
    searchPlaceholder: 'Search menu...',
    clearSearch: 'Clear search',
    nothing: 'Nothing in the menu matches “{query}”. Try another word.',
    matches: '{count} matches',
    searchSite: 'Search the whole site for “{query}”',
    tooMany: 'Too many searches or pages from your connection',
    tooManyText: 'Please wait {seconds} seconds, then try again.',
    searchHref: '/search',
    /** The page listing the menu: where the menu button leads before (or without) JavaScript. */
    menuHref: '/menu',
    takeAction: 'Take Action',
    donate: 'Donate',
    donateDescription: 'Support our mission',
    volunteer: 'Volunteer',
    volunteerDescription: 'Give your time and skills',
    volunteerHref: '/volunteer',
    mainPages: 'Main pages',
    explore: 'Explore',
    learnMore: 'Learn More',
    goTo: 'Go to {name}',
    section: '{count} section',
    sections: '{count} sections',
    auth: { signIn: 'Team Sign In', dashboard: 'Dashboard', logout: 'Logout' },
    contact: {
      heading: 'Contact us',
      loading: 'Loading contact information...',
      phone: 'Phone',
      email: 'E-mail',
      /** The "where" line when the page's language is not the settings call's (English). */
      where: null as string | null,
    },
  },
  megaMenu: {
    nav: 'Main',
    goTo: 'Go to {name}',
    featured: 'Featured',
    learnMore: 'Learn More',
    contact: 'Contact Us',
    contactHref: '/contact',
    donate: 'Donate Now',
    phone: 'Phone: ',
    email: 'E-mail: ',
  },
  donateNow: 'Donate Now',
  theme: { label: 'Theme', light: 'Light', system: 'Auto', dark: 'Dark' },
  /** What calendar files and feeds of events say (src/lib/cms/event-calendar.ts). */
  calendar: {
    allEvents: '{site}: events',
    category: '{site}: {category}',
    /** A discreet entry's whole title: nothing about what the event is. */
    neutralTitle: '{site} event',
    discreetDescription: 'Details: {url}',
    online: 'Online',
    details: 'Details: {url}',
  },
  quickExit: 'Exit this site',
  crisis: {
    page: '/crisis',
    safetyPage: '/crisis/safety',
    region: 'Crisis support',
    button: 'Immediate Crisis Support',
    dialogTitle: 'Crisis Support Resources',
    dialogDescription: 'Free and confidential. You don’t have to go through this alone.',
    close: 'Close',
    linesLabel: 'Crisis lines',
    openAsPage: 'Open these resources as a page',
    browsingSafely: 'Browsing safely',
    shortcuts: 'Shortcuts:',
    shortcutOpens: 'opens this list from any page.',
    shortcutCalls: 'calls 988.',
    quickExit: 'Exit this site',
    quickExitHint: 'Or press Shift three times to leave quickly.',
    calling988: 'Calling 988, the Suicide and Crisis Lifeline.',
    callingLine: 'Calling {name} at {phone}.',
    /** What stays on screen if the crisis widget itself fails. */
    fallback: {
      region: 'Crisis support',
      title: 'Crisis Support Available',
      call: 'Call 988 for immediate crisis support',
    },
    card: {
      /** How dates and times are written (Intl): the list's `intl`, filled in by messagesFor. */
      intl: '',
      lgbtq: 'LGBTQ+ specific',
      call: 'Call {number}',
      text: 'Text {number}',
      chat: 'Chat',
      chatWith: ' with {name} online',
      website: 'Website: ',
      keywordHint:
        'If your phone doesn’t fill in the message, type {keyword} and send it to {number}.',
      otherWays: 'Other ways to reach {name}',
      hours: 'Hours:',
      closed: 'Closed:',
      specializations: 'Specializations: ',
      /** A line's tags (domain/crisis/specializations.ts), by value. */
      tags: {
        'lgbtq-youth': 'LGBTQ+ youth',
        'lgbtq-all-ages': 'LGBTQ+ people of all ages',
        'transgender-nonbinary': 'Transgender and nonbinary people',
        'suicide-prevention': 'Suicide prevention',
        'crisis-counseling': 'Crisis counseling',
        'mental-health-crisis': 'Mental health crisis',
        'substance-use': 'Substance use',
        'any-crisis': 'Any crisis',
        'peer-support': 'Peer support',
        'coming-out': 'Coming out',
        'text-support': 'Text-based support',
        'domestic-violence': 'Domestic violence',
        'relationship-abuse': 'Relationship abuse',
        'safety-planning': 'Safety planning',
      } satisfies Record<Specialization, string>,
      /** On a line that does not answer in the page's language: the ones it does ("Spanish"). */
      answersOnlyIn: 'Answers only in {languages}',
      needSomeone: 'Need someone now?',
      callAlternative: 'Call {name} ({phone})',
      or: ' or ',
      bothOpen: ', both open 24/7.',
      oneOpen: ', open 24/7.',
      /** A line temporarily unavailable (domain/crisis/outages.ts): its actions are hidden. */
      unavailableHidden: 'Its call, text and chat options come back then.',
      tryOtherLine: 'Need someone now? Try another line on this page.',
      open247: 'Open 24/7',
      /** Opening hours in words (domain/crisis/hours/wording.ts); open 24/7 is `open247`. */
      openHours: {
        yourTime: 'your time',
        openUntil: 'Open now, until {time} {zone}',
        closedNow: 'Closed now.',
        closedToday: 'Closed today.',
        closedTodayFor: 'Closed today ({note}).',
        unavailable: 'Temporarily unavailable.',
        unavailableFor: 'Temporarily unavailable: {reason}.',
        backAt: 'Back at {time} {zone}.',
        backOn: 'Back {day} at {time} {zone}.',
        opensAt: 'Opens at {time} {zone}',
        opensOn: 'Opens {day} at {time} {zone}',
        tomorrow: 'tomorrow',
        /** A weekday, or a date a week or more ahead: "Friday", "Friday, January 2". */
        onDay: '{day}',
        unknown: 'Check the website for hours',
        am: 'am',
        pm: 'pm',
        allWeek: '24/7',
        daily: 'Daily',
        and: ' and ',
        days: {
          sunday: 'Sunday',
          monday: 'Monday',
          tuesday: 'Tuesday',
          wednesday: 'Wednesday',
          thursday: 'Thursday',
          friday: 'Friday',
          saturday: 'Saturday',
        } satisfies Record<DayOfWeek, string>,
        shortDays: {
          sunday: 'Sun',
          monday: 'Mon',
          tuesday: 'Tue',
          wednesday: 'Wed',
          thursday: 'Thu',
          friday: 'Fri',
          saturday: 'Sat',
        } satisfies Record<DayOfWeek, string>,
      },
    },
    emergency: {
      dangerTitle: 'In danger right now?',
      dangerText: 'For emergencies, call 911.',
      call911: 'Call 911',
      talkTitle: 'Talk to someone now',
      talkText: 'For crisis support, call or text 988, 24/7.',
      call988: 'Call 988',
      text988: 'Text 988',
      text988Keyword: null as string | null,
      note: 'Deaf or hard of hearing: dial 711, then 988, or text 988. En español: llama al 988 y marca 2.',
    },
  },
  footer: {
    ctaHeading: 'Belonging grows through connection',
    ctaText: 'Find your people, or help us reach more of them.',
    join: 'Join Communities',
    support: 'Support Our Mission',
    legalHeading: 'Legal & Connect',
    legalLabel: 'Legal and connect',
    phone: 'Phone',
    adminLogin: 'Admin Login',
    policyLinks: [
      { label: 'Privacy Policy', href: '/policy/privacy-policy' },
      { label: 'Terms of Service', href: '/policy/terms-of-service' },
      { label: 'Cookie Policy', href: '/policy/cookie-policy' },
      { label: 'Accessibility', href: '/policy/accessibility' },
    ],
    social: 'Social media',
    newTab: '(opens in a new tab)',
    donate: 'Donate Today',
    rights: 'All rights reserved.',
  },
  /**
   * /crisis/safety: plain advice for people who may be watched while they look for help. In the
   * prose, [[Shift]] is a key, **…** is strong, [text](/crisis) a link (site paths get the page's
   * language); a list is `{ list: [...] }`.
   */
  safety: {
    title: 'Browsing safely',
    description: 'What "Exit this site" does and does not do, and how to browse privately.',
    intro:
      'If someone else uses or checks your phone or computer, these steps can help keep your search for support private.',
    sections: [
      {
        heading: 'What “Exit this site” does',
        body: [
          'The “Exit this site” button at the top of every page (and in the crisis support window), or pressing [[Shift]] three times, blanks the page at once and opens a weather search instead. It also clears what this site saved in your browser: cookies, saved settings and stored copies of our pages.',
        ],
      },
      {
        heading: 'What it doesn’t do',
        body: [
          '**It does not erase your browser history.** The pages you visited here still show in your history list, and the address may appear when someone starts typing in the address bar. To remove them, open your history and delete the entries for this site:',
          {
            list: [
              'Chrome, Edge and Firefox: press [[Ctrl + H]] (on a Mac, [[Cmd + Y]] in Chrome, [[Cmd + Shift + H]] in Firefox).',
              'Safari on a Mac: press [[Cmd + Y]].',
              'On a phone: open the browser’s menu and choose History.',
            ],
          },
        ],
      },
      {
        heading: 'Browse privately next time',
        body: [
          'A private window doesn’t keep history, cookies or form entries once you close it:',
          {
            list: [
              'Chrome: [[Ctrl + Shift + N]] (Mac: [[Cmd + Shift + N]]), an Incognito window.',
              'Edge: [[Ctrl + Shift + N]], an InPrivate window.',
              'Firefox: [[Ctrl + Shift + P]] (Mac: [[Cmd + Shift + P]]).',
              'Safari: [[Cmd + Shift + N]]; on iPhone, tap the tabs button, then Private.',
              'Chrome on a phone: open the menu and choose New Incognito tab.',
            ],
          },
          'Private browsing hides your activity from other people using the device. It doesn’t hide it from your school, employer or internet provider, or from monitoring software on the device.',
        ],
      },
      {
        heading: 'Calls and texts',
        body: [
          'Your phone’s call and message lists keep the numbers you contact, and your phone bill may list them too. You can delete single calls and conversations on your phone. If you think your device is being watched, a library computer or a trusted friend’s phone may be safer.',
        ],
      },
      {
        id: 'saved-numbers',
        heading: 'Wallet card and saved contacts',
        body: [
          'A printed wallet card and the crisis lines saved as phone contacts can be found by anyone who looks through your things or your phone. If that could put you at risk, keep the card somewhere private, or rename the contacts to something only you recognise.',
        ],
      },
      {
        id: 'offline-copy',
        heading: 'The crisis lines without a connection',
        body: [
          'So that the crisis lines still work on a bad connection, your browser keeps a copy of them once you have visited this site: the crisis page, the wallet card and a short “no connection” page, the same for everyone and nothing about you. The copy shows the date it was saved, updates itself on your next visit after we change a line, and is only ever used when a page can’t load.',
          '“Exit this site” (or [[Shift]] three times) deletes it together with everything else this site saved, and so does clearing this site’s data in your browser’s settings. Your next visit saves it again. If you added this site to your home screen, its icon stays there until you remove it.',
        ],
      },
      {
        heading: 'If you are in danger',
        body: [
          'Call [911](tel:911). To talk to a crisis counselor, call or text [988](tel:988) at any time, or see [all our crisis lines](/crisis).',
        ],
      },
    ] as SafetySection[],
  },
  walletCard: {
    title: 'Wallet card of crisis lines',
    description: 'A printable card with every crisis line and a code that opens the list online.',
    heading: 'Wallet card',
    back: 'Back to crisis support',
    intro:
      'Print this card (A6, a quarter of a letter or A4 sheet), cut it out and keep it in your wallet or bag. Only the card is printed. The code on it opens this site’s crisis page.',
    print: 'Print this card',
    printOr: 'Or use your browser’s Print command (',
    printMac: ', on a Mac',
    label: 'Wallet card',
    cardTitle: 'Crisis lines: free and confidential',
    from: 'From {site}',
    danger: 'In danger right now:',
    dangerCall: 'call {number}',
    counselor: 'Crisis counselor, 24/7:',
    counselorReach: 'call or text {number}',
    lgbtq: ' (LGBTQ+)',
    answersOnlyIn: ' (only in {languages})',
    qr: 'QR code that opens {url}',
    scan: 'Scan for every line, open hours and chat links:',
  },
  vcard: {
    hours: 'Hours',
    category: 'Crisis lines',
    answersOnlyIn: 'Answers only in {languages}.',
    /** "Temporarily unavailable Nov 28, 2026, 2:00 – 6:00 PM EST (Phone system outage)." */
    unavailable: 'Temporarily unavailable {when}',
    /** The list's `intl`, filled in by messagesFor. */
    dateLocale: '',
  },
  crisisPage: {
    title: 'Crisis support',
    description:
      'Free, confidential crisis lines you can call or text now, including LGBTQ+ support lines.',
    eyebrow: 'Crisis support',
    heading: 'Get help now',
    intro:
      'If you’re thinking about suicide, worried about someone, or just need to talk, these free and confidential lines are here for you. You don’t have to go through this alone.',
    numbersHeading: 'Emergency and crisis numbers',
    linesHeading: 'Crisis lines',
    linesIntro:
      'Lines for LGBTQ+ people are marked. Hours are in each line’s own time zone; whether a line is open now is shown in yours.',
    cardUrl: '/crisis',
    keepHeading: 'Keep these numbers with you',
    card: 'Print a wallet card',
    cardAfter: 'with every line and a code that opens this page.',
    cardPath: '/crisis/card',
    contacts: 'Add the lines to your phone’s contacts',
    contactsAfter: '(a contacts file, .vcf).',
    contactsPath: '/crisis/contacts.vcf',
    contactsFile: 'crisis-lines.vcf',
    privacy: 'Anyone who looks through your phone or wallet could see them.',
    privacyLink: 'Keeping saved numbers private',
    leaveHeading: 'Leaving this site quickly',
    leaveBefore: 'Use the “Exit this site” button at the top of every page, or press',
    leaveKey: 'Shift',
    leaveAfter:
      'three times, to leave at once for a weather search. It clears what this site stored in your browser, but not your browser history.',
    saferLink: 'How to browse more safely',
  },
  forms: FORM_TEXT,
  /**
   * The forms' built-in titles, labels and choices, and how error messages name each field, in
   * another language: the English are the forms' own (domain/forms/definitions.ts).
   */
  formWords: {} as Pick<FormWords, 'copy' | 'fields'>,
  crisisOffline: {
    title: 'No connection',
    description:
      'This page could not load. Crisis calls and texts still work without the internet.',
    heading: 'This page couldn’t load',
    intro:
      'You seem to be offline. Calls and texts don’t need the internet, so help is still one tap away.',
    numbersHeading: 'Emergency and crisis numbers',
    allLines: 'See all our crisis lines',
    allLinesAfter: ' — a copy saved on this device, with every line’s number and hours.',
    noteOffline: 'You’re offline.',
    noteAfter: ' Opening hours may have changed since then; calls and texts still work.',
    /** The offline copy's note (public/crisis-sw.js fills in the date). */
    savedOn: 'Saved on {when}.',
  },
  newsletter: {
    confirm: {
      title: 'Confirm your subscription',
      intro: 'One more step: press the button to start receiving our newsletter.',
      button: 'Confirm my subscription',
      confirmedTitle: "You're subscribed",
      confirmedText:
        "Thank you for confirming. You'll get our newsletter now and then, and every issue has a link to unsubscribe.",
      explore: 'Explore our resources',
      exploreHref: '/resources',
      home: 'Back to the home page',
      expiredTitle: 'This link has expired',
      expiredText:
        "Confirmation links only work for a limited time. Sign up again and we'll send you a new one.",
      invalidTitle: "This link can't be used",
      invalidText:
        "It may have been used already, or it was copied incompletely. If you're not sure whether you're subscribed, sign up again: we'll only send a new link if the address isn't on our list yet.",
      signUpAgain: 'Sign up again',
    },
    unsubscribe: {
      title: 'Unsubscribe from our newsletter',
      intro: "Press the button and we'll stop sending you the newsletter.",
      button: 'Unsubscribe',
      doneTitle: "You're unsubscribed",
      doneText:
        "We won't send you the newsletter any more. Changed your mind? You can sign up again at any time.",
      home: 'Back to the home page',
      invalidTitle: "This link can't be used",
      invalidText:
        "It may have been copied incompletely. Please open the unsubscribe link from the e-mail again, or contact us and we'll take you off the list.",
      contact: 'Contact us',
    },
    /** The confirmation e-mail (plain text). */
    email: {
      subject: 'Please confirm your subscription to the {site} newsletter',
      greeting: 'Hi,',
      greetingNamed: 'Hi {name},',
      asked:
        'Someone, hopefully you, asked to receive the {site} newsletter at this address. Please confirm by opening this link:',
      expires:
        "The link works for {hours} hours. If you didn't sign up, ignore this e-mail: you won't be added to the list.",
      unsubscribe: 'You can unsubscribe at any time:',
    },
  },
  editThisPage: 'Edit this page',
  preview: {
    banner: 'You are previewing unpublished changes to the English page.',
    exit: 'Exit preview',
  },
  search: {
    title: 'Search',
    label: 'Search the site',
    button: 'Search',
    placeholder: 'For example: volunteer, trans youth, annual report',
    results: '{count} results for “{query}”',
    oneResult: '1 result for “{query}”',
    showing: 'Showing the first {shown}.',
    nothing: 'Nothing on the site matches “{query}”.',
    tryThese: 'Try other words, or one of these pages:',
    /** The pages to go to when nothing matches. */
    suggestions: [
      { href: '/resources', label: 'Resources' },
      { href: '/services', label: 'Services & Programs' },
      { href: '/news', label: 'News & stories' },
      { href: '/volunteer', label: 'Volunteer' },
      { href: '/contact', label: 'Contact' },
    ],
    kinds: {
      pages: 'Page',
      stories: 'Story',
      'crisis-resources': 'Crisis line',
      reports: 'Report',
      events: 'Event',
    },
    helpHeading: 'You don’t have to go through this alone',
    helpText:
      'If you are thinking about suicide, being hurt, or in danger, people are ready to listen right now, for free.',
    helpLines: 'LGBTQ+ crisis lines',
    allLines: 'See every crisis line',
    helpShort: 'Need to talk to someone now? Call or text 988, any time.',
    searchSite: 'Search the whole site for “{query}”',
    tooMany: 'Too many searches or pages from your connection',
    tooManyText: 'Please wait {seconds} seconds, then try again.',
  },
  news: {
    title: 'News & stories',
    intro: 'News, press releases, event recaps and stories from our community.',
    categories: 'Categories',
    all: 'All',
    empty: 'No stories have been published here yet.',
    emptyCategory: 'No {category} stories have been published yet.',
    seeAll: 'See all stories',
    pages: 'Pages of stories',
    pageOf: 'Page {page} of {pages}',
    newer: 'Newer stories',
    older: 'Older stories',
    by: 'By {name}',
    feed: 'Follow by RSS',
    feedTitle: '{site}: news & stories',
    back: 'All news & stories',
    latest: 'Latest news & stories',
    readMore: 'Read more',
    filed: 'Filed under',
  },
  /** /events, an event's page and the Upcoming events block (src/components/events). */
  events: {
    title: 'Events',
    intro: 'Trainings, support groups and community nights, in person and online.',
    upcoming: 'Upcoming events',
    past: 'Past events',
    pastIntro: 'Events that have ended, the latest first.',
    when: 'Upcoming or past',
    categories: 'Categories',
    all: 'All',
    modes: 'In person or online',
    anyMode: 'Both',
    inPerson: 'In person',
    online: 'Online',
    empty:
      'No upcoming events have been announced yet. Subscribe to the calendar below to hear of new ones.',
    emptyFiltered: 'No upcoming events match this choice.',
    emptyPast: 'No past events to show.',
    seeAll: 'See all events',
    seePast: 'See past events',
    seeUpcoming: 'See upcoming events',
    pages: 'Pages of events',
    pageOf: 'Page {page} of {pages}',
    previous: 'Previous page',
    next: 'Next page',
    back: 'All events',
    calendars: 'Follow in your calendar',
    calendarsHelp:
      'Your calendar app adds new events as they are announced and changes them when they move or are cancelled.',
    subscribeAll: 'Subscribe to all events',
    subscribeCategory: 'Subscribe to {category} events',
    download: 'Download the calendar file',
    discreetFeed: 'Subscribe with discreet entries',
    discreetFeedHelp:
      'Discreet entries say only “{title}” at the time, with a link to the event page: no title, description or place.',
    weekly: 'Every {weekday}',
    monthly: [
      'First {weekday} of each month',
      'Second {weekday} of each month',
      'Third {weekday} of each month',
      'Fourth {weekday} of each month',
    ],
    monthlyLast: 'Last {weekday} of each month',
    until: 'until {date}',
    nextLabel: 'Next:',
    cancelled: 'Cancelled',
    cancelledNotice: 'This event is cancelled.',
    moved: 'Moved',
    movedNotice: 'This event has moved to a new time.',
    oldTime: 'Was:',
    newTime: 'Now:',
    ended: 'This event has ended.',
    accessHeading: 'Accessibility',
    access: {
      stepFree: 'Step-free access',
      captions: 'Live captions',
      asl: 'ASL interpretation',
      quietRoom: 'Quiet room',
    },
    whereHeading: 'Where',
    map: 'Open in a map',
    onlineRegistered: 'The link is sent to people who register.',
    onlineNearTime: 'The link appears here {minutes} minutes before it starts.',
    join: 'Join online',
    audience: 'Who it is for',
    organiser: 'Organised by',
    about: 'About this event',
    registration: 'Registration',
    registerElsewhere: 'Register on the organiser’s website',
    registerBelow: 'Register with the form below',
    placesLeft: '{left} of {capacity} places left',
    full: 'Registration is full.',
    registrationClosed: 'Registration for this event is closed.',
    registerFor: 'Register for {title}',
    noRegistration: 'No registration needed: just come.',
    calendarHeading: 'Add to your calendar',
    addToCalendar: 'Add to calendar',
    discreetEntry: 'Discreet calendar entry',
    discreetExplained:
      'The discreet entry will say only “{title}” at the time, with a link to this page: no title, description or place.',
    alwaysDiscreet:
      'This event’s calendar entries are always discreet: they say only “{title}” at the time, with a link to this page: no title, description or place.',
  },
  /**
   * Words the browser shows on its own — the crash screen, the connection badge, toasts, the
   * cookie banner —, handed to the page once by the site's layout (src/lib/i18n/page-words.tsx).
   */
  browser: {
    crash: {
      heading: 'Something went wrong',
      body: 'We apologize for the inconvenience. Our team has been notified and is working to resolve this issue.',
      tryAgain: 'Try Again',
      goHome: 'Go Home',
      home: '/',
      errorId: 'Error ID:',
      helpBefore: 'If you need help right now, call or text',
      helpMiddle: ', or call',
      helpAfter: 'in an emergency.',
    },
    navigationError: {
      heading: 'Navigation Error',
      body: 'There was an issue with the navigation. Please refresh the page.',
      home: 'Home',
    },
    pageError: { heading: 'Page Error', body: "This page couldn't load properly." },
    badge: {
      status: {
        healthy: 'Connected',
        checking: 'Checking...',
        unhealthy: 'Connection Issues',
        error: 'No Connection',
      },
      retry: 'Retry',
      dismiss: 'Dismiss connection status',
    },
    /** sonner's own English words. */
    toaster: { container: 'Notifications', close: 'Close toast' },
    cookies: {
      title: 'Cookies and analytics',
      text: 'May we count visits to learn which pages help people? Nothing is measured unless you accept, and crisis support is never measured. See our',
      policy: 'cookie policy',
      policyHref: '/policy/cookie-policy',
      accept: 'Accept',
      decline: 'Decline',
    },
    consentNotSaved:
      "Your choice applies to this visit, but this browser wouldn't let us save it, so we'll ask again next time.",
    settingsLoadFailed: 'Failed to load site settings',
  },
  notFound: {
    title: 'Page not found',
    heading: 'We couldn’t find that page',
    text: 'The link may be old, or the page may have moved. Here are some places to go instead.',
    home: 'Go to the home page',
    crisis: 'Get crisis support now',
    dangerBefore: 'If you are in danger right now, call',
    dangerMiddle: '. To talk to a crisis counselor, call or text',
  },
}

/** A section of a page of advice: its heading and its paragraphs and lists (see `safety`). */
export type SafetySection = { id?: string; heading: string; body: (string | { list: string[] })[] }

export type Messages = typeof en
