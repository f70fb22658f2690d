import { MenuPage, menuPageMetadata } from '@/components/mobile-menu/MenuPage'

export const metadata = menuPageMetadata('es')

export default function SpanishMenu() {
  return <MenuPage locale="es" />
}
