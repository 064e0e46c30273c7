import type { ReactNode } from 'react'
import type { IconDrawing } from '@/content'
import { IconTile } from './IconTile'

/** How each kind of list sets its items: the card, the title (an h3 under a section heading) and the sentence. */
const variants = {
  feature: {
    item: 'flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line lg:flex-col',
    tile: 'outlined',
    title: ['h3', 'text-lg font-bold text-ink'],
    text: 'mt-2 leading-7 text-muted',
  },
  step: {
    item: 'relative flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line',
    tile: 'outlined',
    title: ['h3', 'text-lg font-bold text-ink'],
    text: 'mt-1.5 leading-7 text-muted',
  },
  // Beside a hero, where the points are not sections of their own.
  highlight: {
    item: 'flex gap-4 rounded-card bg-white p-5 ring-1 ring-line',
    tile: 'solid',
    title: ['p', 'font-semibold text-ink'],
    text: 'mt-1 text-sm leading-6 text-muted',
  },
} as const

type TileItemProps = { variant: keyof typeof variants; title: string; text: string } & (
  { icon: IconDrawing } | { mark: ReactNode }
)

/** One item of a list of short points: an icon in a tile (or another mark, such as a step number) beside a title and a sentence. */
export function TileItem({ variant, title, text, ...beside }: TileItemProps) {
  const {
    item,
    tile,
    title: [Title, titleClassName],
    text: textClassName,
  } = variants[variant]
  return (
    <li className={item}>
      {'icon' in beside ? <IconTile icon={beside.icon} tone={tile} /> : beside.mark}
      <div>
        <Title className={titleClassName}>{title}</Title>
        <p className={textClassName}>{text}</p>
      </div>
    </li>
  )
}
