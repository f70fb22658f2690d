import type { Metadata } from 'next'
import { MenuPage, menuPageMetadata } from '@/components/mobile-menu/MenuPage'
import { routeLocale } from '@/lib/i18n/route-locale'

/** The phone menu as a page, for visitors without JavaScript. */
export async function generateMetadata(): Promise<Metadata> {
  return menuPageMetadata(await routeLocale())
}

export default async function Menu() {
  return <MenuPage locale={await routeLocale()} />
}
