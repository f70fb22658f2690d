import { MenuPage, menuPageMetadata } from '@/components/mobile-menu/MenuPage'

/** The phone menu as a page, for visitors without JavaScript (Spanish: app/(es)/es/menu). */
export const metadata = menuPageMetadata('en')

export default function Menu() {
  return <MenuPage locale="en" />
}
