import { useEffect, useRef, useState } from 'react'
import { Play } from 'lucide-react'
import { site, type ResponsiveImage as ResponsiveImageData, type Video } from '@/content'
import { cn } from '@/lib/cn'
import { ResponsiveImage } from './ResponsiveImage'

interface VideoEmbedProps {
  video: Video
  poster: ResponsiveImageData
  /** Layout width of the frame, for choosing the poster's variant. */
  sizes: string
  className?: string
}

/**
 * A YouTube video in a 16:9 frame behind a click-to-load facade: until the visitor presses play,
 * the page shows the poster and makes no request to the video host. The player then comes from
 * youtube-nocookie.com and takes the focus.
 */
export function VideoEmbed({ video, poster, sizes, className }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  return (
    <div className={cn('relative aspect-video overflow-hidden rounded-card bg-brand-950 shadow-raised ring-1 ring-line', className)}>
      {playing ? (
        <iframe
          ref={player}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 block size-full cursor-pointer text-left focus-visible:outline-offset-[-6px]"
        >
          <ResponsiveImage image={poster} sizes={sizes} fill />
          <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-brand-950/85 via-brand-950/25 to-transparent" />
          <span className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-700 shadow-raised transition-transform group-hover:scale-105 sm:size-20">
            <Play aria-hidden="true" className="ml-1 size-6 fill-current sm:size-8" />
          </span>
          <span className="absolute inset-x-0 bottom-0 p-4 text-sm font-semibold text-white max-sm:sr-only sm:p-6 sm:text-base">
            <span className="sr-only">{site.ui.playVideo}: </span>
            {video.title}
          </span>
        </button>
      )}
    </div>
  )
}
