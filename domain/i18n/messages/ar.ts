import type { Catalogue } from '.'

/**
 * The test-only third language (domain/i18n/languages.mjs, `testOnly`): a few words of its own
 * and, on purpose, not all of them — what it lacks shows in English, and
 * tests/unit/i18n-catalogues.test.ts lists it.
 */
export const ar = {
  skipToContent: 'انتقل إلى المحتوى',
  languageSwitch: {
    description: 'اعرض هذه الصفحة بالعربية',
    offer: 'هل تفضّل العربية؟',
  },
  untranslated: 'لم تُترجم هذه الصفحة بعد، لذا نعرضها بالإنجليزية.',
  nav: { home: 'الرئيسية', thankYou: 'شكرًا', contact: 'اتصل بنا' },
  crisis: {
    button: 'دعم فوري في الأزمات',
    dialogTitle: 'موارد دعم الأزمات',
    close: 'إغلاق',
  },
  crisisPage: { title: 'دعم الأزمات', heading: 'احصل على المساعدة الآن' },
  search: { title: 'بحث', button: 'بحث' },
  news: { title: 'الأخبار والقصص' },
  notFound: { title: 'الصفحة غير موجودة', heading: 'لم نعثر على هذه الصفحة' },
} satisfies Catalogue
