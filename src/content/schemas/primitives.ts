import { z } from 'zod'
import { ENTRY_NAME } from '../collections.ts'
import { iconFields, iconNames } from '../icons.ts'
import { SITE_WORDS, unknownWord, wordsIn } from '../words.ts'
import type { IconNode } from 'lucide'

export type IconDrawing = IconNode

/** A site-relative path ("/contact", "/home#solutions"), an "#anchor" on the same page, or an absolute http(s) URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|#[\w-]+|https?:\/\/\S+)$/, 'Expected a path starting with "/", an "#anchor" or an http(s) URL')

/** Text that may quote the site's words (../words.ts) and must quote each of `pageWords`, its page's own. */
export function textWith(...pageWords: string[]) {
  const known = [...SITE_WORDS, ...pageWords]
  return z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .superRefine((value, context) => {
      const problem = (message: string) => context.addIssue({ code: 'custom', message })
      const quoted = wordsIn(value)
      for (const name of quoted) if (!known.includes(name)) problem(unknownWord(name, known))
      for (const name of pageWords) if (!quoted.includes(name)) problem(`Must contain "{{${name}}}"`)
      if (/(^|[^{])\{\s*[A-Za-z]+\s*\}(?!\})/.test(value))
        problem('Write a placeholder with double braces, such as {{company}}')
    })
}

export const text = textWith()

export const link = z.object({ label: text, href })

export const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Expected a lower-case anchor id such as "features"')

/** Refuses a list in which two items share the same value of `key`, naming the second one. */
export const uniqueBy = <T extends z.ZodType<Record<string, unknown>>>(items: z.ZodArray<T>, key: string) =>
  items.superRefine((list, context) =>
    list.forEach((item, index) => {
      if (list.findIndex((other) => other[key] === item[key]) < index)
        context.addIssue({ code: 'custom', path: [index, key], message: `Duplicate ${key} "${String(item[key])}"` })
    }),
  )

/** An image in `content/images/`; the content plugin turns each field named in `imageFields` into a ResponsiveImage. */
export const imagePath = z
  .string()
  .regex(
    /^images\/[\w/-]+\.(jpe?g|png|webp|avif)$/,
    'Expected an image in content/images, such as "images/solutions/lms.jpg"',
  )

export const imageFields = ['imageUrl'] as const

const VIDEO_ID = /^[\w-]{11}$/

/** A video on the company's YouTube channel, shown through a click-to-load player. */
export const video = z.object({
  videoId: z
    .string()
    .regex(VIDEO_ID, 'Expected a YouTube video\'s id: the 11 characters after "v=" in its link, such as "M7lc1UVf-VE"'),
  title: text,
})

/** The video id in what a person pasted: the id itself, or any of YouTube's links to the video. */
export function youTubeVideoId(pasted: string): string | undefined {
  const text = pasted.trim()
  if (VIDEO_ID.test(text)) return text
  const url = URL.parse(/^https?:\/\//.test(text) ? text : `https://${text}`)
  if (!url || !/(^|\.)(youtube(-nocookie)?\.com|youtu\.be)$/.test(url.hostname)) return undefined
  const id = url.hostname.endsWith('youtu.be')
    ? url.pathname.slice(1)
    : (url.searchParams.get('v') ?? url.pathname.split('/')[2])
  return id && VIDEO_ID.test(id) ? id : undefined
}

// Where search engines cut a result's title and description (about 600 and 920 pixels), in characters, the site's
// words filled in: check:content, the editor and the site report warn past them (validate.ts, cutInResult). One rule:
// the build refuses no length of its own, as a longer title is still a page, only cut short in a search result.
export const TITLE_LIMIT = 60
export const DESCRIPTION_LIMIT = 160

export const pageMeta = z.object({ title: text, description: text })

export const iconName = z.enum(iconNames)

/** A closing band with one to three actions; the first is the main one. */
export const callToAction = z.object({ heading: text, text, actions: z.array(link).min(1).max(3) })

/** The head, heading and intro line of a page whose body comes from elsewhere (a collection, a policy's text). */
export const pageIntro = z.object({
  meta: pageMeta,
  eyebrow: text.optional(),
  heading: text,
  intro: text,
  actions: z.array(link).min(1).max(2).optional(),
})

export const sectionHeading = z.object({ eyebrow: text.optional(), heading: text, lead: text.optional() })

export const slug = z.string().regex(ENTRY_NAME, 'Expected a kebab-case id such as "retail-transformation"')

export interface ResponsiveImage {
  /** srcset per MIME subtype ("avif", "webp"). */
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
  /** A tiny blurred version as a data: URL, shown until the image has loaded. */
  placeholder: string
}

/** Content as the app receives it: image paths replaced by responsive images, icon names by their drawings. */
export type Delivered<T> = T extends readonly (infer Item)[]
  ? Delivered<Item>[]
  : T extends object
    ? {
        [K in keyof T]: K extends (typeof imageFields)[number]
          ? ResponsiveImage
          : K extends (typeof iconFields)[number]
            ? IconDrawing
            : Delivered<T[K]>
      }
    : T

export type Video = z.infer<typeof video>
export type Link = z.infer<typeof link>
export type PageMeta = z.infer<typeof pageMeta>
export type CallToActionContent = z.infer<typeof callToAction>
export type PageIntroContent = z.infer<typeof pageIntro>
export type SectionHeadingContent = z.infer<typeof sectionHeading>
