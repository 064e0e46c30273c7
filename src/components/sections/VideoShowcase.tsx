import type { Video } from '@/content'
import { cn } from '@/lib/cn'
import { VideoEmbed } from '@/components/media/VideoEmbed'
import { Section, type SectionIntro } from './Section'

interface VideoShowcaseProps extends SectionIntro {
  /** Each video, with a line above its title (its solution) when there are several. */
  videos: { video: Video; label?: string }[]
  tinted?: boolean
}

export function VideoShowcase({ videos, ...section }: VideoShowcaseProps) {
  return (
    // Paper plays no video: the section, its heading with it, is not printed.
    <Section {...section} screenOnly>
      <ul className={cn('grid gap-6', videos.length === 1 ? 'mx-auto max-w-4xl' : 'md:grid-cols-2')}>
        {videos.map(({ video, label }) => (
          <li key={video.videoId}>
            <VideoEmbed video={video} label={label} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
