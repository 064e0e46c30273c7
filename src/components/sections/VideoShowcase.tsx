import type { ResponsiveImage, Video } from '@/content'
import { cn } from '@/lib/cn'
import { VideoEmbed } from '@/components/media/VideoEmbed'
import { Section, type SectionIntro, type SectionTone } from './Section'

interface VideoShowcaseProps extends SectionIntro {
  videos: { video: Video; poster: ResponsiveImage }[]
  tone?: SectionTone
}

/** One video, wide, or a grid of them, each behind its click-to-load facade. */
export function VideoShowcase({ videos, tone, ...intro }: VideoShowcaseProps) {
  const single = videos.length === 1
  return (
    <Section {...intro} tone={tone}>
      <ul className={cn('grid gap-6', single ? 'mx-auto max-w-4xl' : 'md:grid-cols-2')}>
        {videos.map(({ video, poster }) => (
          <li key={video.videoId}>
            <VideoEmbed video={video} poster={poster} sizes={single ? '(min-width: 896px) 896px, 100vw' : '(min-width: 1152px) 548px, (min-width: 768px) 50vw, 100vw'} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
