import { useState } from 'react'
import type { ResponsiveImage as ResponsiveImageData } from '@/content'
import { cn } from '@/lib/cn'

interface ResponsiveImageProps {
  image: ResponsiveImageData
  sizes: string
  /** For the first large image of a page: fetched at once and first, not when scrolled near. */
  priority?: boolean
  /** Classes of the frame, which sets the image's size. */
  className?: string
  /** For an image that says something a caption does not (a client's logo); others are decorative. */
  alt?: string
  /** A logo: shown whole, on nothing (a tinted frame or blurred copy would show through its transparent parts). */
  contain?: boolean
}

/**
 * A content image in AVIF or WebP, decorative unless given `alt`, blurred up from a tiny inline placeholder
 * (`.blur-up` in styles.css).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  alt = '',
  contain,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false)

  return (
    <span className={cn('relative block overflow-hidden', !contain && 'bg-brand-100', className)}>
      {!contain && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          // Never on paper, where the picture itself is printed (styles.css).
          className="blur-up-placeholder absolute inset-0 size-full object-cover print:hidden"
        />
      )}
      <picture>
        {Object.entries(image.sources).map(([format, srcSet]) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        ))}
        <img
          // An image can finish loading before hydration attaches onLoad: it is then already complete.
          ref={(img) => {
            if (img?.complete) setLoaded(true)
          }}
          src={image.img.src}
          width={image.img.w}
          height={image.img.h}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          // The first large image is decoded with the page's paint, not after it.
          decoding={priority ? 'auto' : 'async'}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          data-loaded={loaded ? '' : undefined}
          className={cn('blur-up relative size-full', contain ? 'object-contain' : 'object-cover')}
        />
      </picture>
    </span>
  )
}
