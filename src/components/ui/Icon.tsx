import { icons, type IconName } from '@/content/icons'

/** A decorative icon chosen by name in content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name]
  return <Glyph aria-hidden="true" className={className} />
}
