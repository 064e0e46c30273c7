import {
  BookOpen,
  Compass,
  Eye,
  FlaskConical,
  GraduationCap,
  LineChart,
  MessageCircle,
  Satellite,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '@/content'

const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles,
  'graduation-cap': GraduationCap,
  flask: FlaskConical,
  users: Users,
  target: Target,
  eye: Eye,
  satellite: Satellite,
  'message-circle': MessageCircle,
  compass: Compass,
  'book-open': BookOpen,
  'line-chart': LineChart,
  'shield-check': ShieldCheck,
}

/** A decorative icon chosen by name in content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name]
  return <Glyph aria-hidden="true" className={className} />
}
