import { useState, type ReactNode } from 'react'
import { Icon, icons } from '@/components/ui/Icon'
import { site, type Video } from '@/content'
import { isPlaceholderVideo } from '@/content/placeholders'

const focusOnArrival = (player: HTMLIFrameElement | null) => player?.focus()

// A click-to-load facade: no request to the video host until "Play", then the player takes the focus. While the id is
// a placeholder the card says the video is coming, with nothing to press. The card is drawn, not an image, so no
// picture of a play button sits under the real one.
export function VideoEmbed({ video, label }: { video: Video; label?: string | undefined }) {
  const [playing, setPlaying] = useState(false)
  const coming = isPlaceholderVideo(video.videoId)

  const card = (middle: ReactNode, below?: ReactNode) => (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(32rem_18rem_at_80%_0%,rgb(59_100_232/0.6),transparent_70%),radial-gradient(24rem_14rem_at_0%_100%,rgb(16_180_138/0.3),transparent_70%)]"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem]"
      />
      {/* What is in the middle sits in the space the caption leaves, so the two never meet. */}
      <span className="flex min-h-0 flex-1 items-center justify-center pt-4">{middle}</span>
      <span className="p-4 sm:p-6">
        {coming || <span className="sr-only">{site.ui.playVideo}: </span>}
        {label && (
          <span className="block text-xs font-semibold tracking-wide text-brand-200 uppercase sm:text-sm">{label}</span>
        )}
        <span className="mt-1 block font-semibold text-balance text-white sm:text-lg">{video.title}</span>
        {below}
      </span>
    </>
  )

  return (
    <div
      data-video
      className="relative isolate aspect-video overflow-hidden rounded-card bg-brand-950 shadow-raised ring-1 ring-line print:hidden"
    >
      {playing ? (
        <iframe
          ref={focusOnArrival}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : coming ? (
        <div className="absolute inset-0 flex flex-col">
          {card(
            <span className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-raised">
              {site.ui.videoComing}
            </span>,
          )}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full cursor-pointer flex-col text-left focus-visible:outline-offset-[-6px]"
        >
          {card(
            <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-raised transition group-hover:scale-105 sm:size-20">
              <Icon icon={icons.play} className="ml-1 size-6 fill-current sm:size-8" />
            </span>,
            <span className="mt-1 block text-xs text-brand-200 sm:text-sm">{site.ui.videoHost}</span>,
          )}
        </button>
      )}
    </div>
  )
}
