import { z } from 'zod'
import { caseStudyCategories } from './categories.ts'

/** A site-relative path ("/contact", "/home#solutions") or an absolute http(s) URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|#[\w-]+|https?:\/\/\S+)$/, 'Expected a path starting with "/", an "#anchor" or an http(s) URL')

const text = z.string().trim().min(1, 'Must not be empty')

const link = z.object({ label: text, href })

const column = z.object({ title: text, links: z.array(link).min(1) })

/** Refuses a list in which two items share the same value of `key`, naming the second one. */
function uniqueBy<T extends z.ZodType<Record<string, unknown>>>(items: z.ZodArray<T>, key: string) {
  return items.superRefine((list, context) => {
    const seen = new Set<unknown>()
    list.forEach((item, index) => {
      const value = item[key]
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, key], message: `Duplicate ${key} "${String(value)}"` })
      seen.add(value)
    })
  })
}

/**
 * An image kept in `content/images/`. The content plugin turns every field named in
 * `imageFields` into responsive AVIF/WebP variants with a tiny blurred placeholder.
 */
const imagePath = z
  .string()
  .regex(/^images\/[\w/-]+\.(jpe?g|png|webp|avif)$/, 'Expected an image in content/images, such as "images/solutions/lms.jpg"')

export const imageFields = ['imageUrl'] as const

/** A video on the company's YouTube channel, shown through a click-to-load player. */
const video = z.object({
  videoId: z.string().regex(/^[\w-]{11}$/, 'Expected an 11-character YouTube video id, such as "M7lc1UVf-VE"'),
  title: text,
})

/** Title and description for the document head of one page. */
const pageMeta = z.object({
  title: text.max(70, 'Keep titles under 70 characters so search results show them whole'),
  description: text.max(170, 'Keep descriptions under 170 characters so search results show them whole'),
})

export const siteSchema = z.object({
  name: text,
  shortName: text,
  tagline: text,
  contact: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[\d ]{7,20}$/, 'Expected an international number such as "+91 80 0000 0000"'),
    office: z.object({
      label: text,
      lines: z.array(text).min(1),
    }),
  }),
  social: z.object({
    professionalNetwork: link,
    codeHosting: link,
  }),
  navigation: z.object({
    main: z.array(link).min(1),
    cta: link,
  }),
  /** Words of the interface itself: labels for screen readers and controls. */
  ui: z.object({
    skipToContent: text,
    openMenu: text,
    closeMenu: text,
    opensInNewTab: text,
    rightsReserved: text,
    lastUpdated: text,
    onThisPage: text,
    playVideo: text,
  }),
  footer: z.object({
    blurb: text,
    company: column,
    /** The Projects column lists the solutions from `solutions.yaml` under this title. */
    projectsTitle: text,
    legal: column,
    copyrightHolder: text,
  }),
})

const iconName = z.enum([
  'sparkles',
  'graduation-cap',
  'flask',
  'users',
  'target',
  'eye',
  'satellite',
  'message-circle',
  'compass',
  'book-open',
  'line-chart',
  'shield-check',
  'cloud',
  'wifi-off',
  'gauge',
  'bar-chart',
  'play',
  'layers',
  'smartphone',
  'languages',
  'lock',
  'route',
  'award',
  'messages',
  'mic',
  'brain',
  'clipboard-check',
  'handshake',
  'network',
  'download',
])

/** A closing band with one to three actions; the first is the main one. */
const callToAction = z.object({
  heading: text,
  text,
  actions: z.array(link).min(1).max(3),
})

export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    primary: link,
    secondary: link,
    highlights: z.array(z.object({ title: text, text, icon: iconName })).min(1).max(4),
  }),
  about: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    points: z.array(text).length(4, 'Who We Are has exactly four bullet points'),
    actions: z.array(link).min(1).max(2),
    cards: z.array(z.object({ title: text, text, icon: iconName })).length(2, 'Expected the Mission and Vision cards'),
  }),
  solutions: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    linkLabel: text,
  }),
  callToAction,
})

/** A page whose body is filled by its own collection; here it gets its head, heading and intro line. */
const simplePage = z.object({
  meta: pageMeta,
  eyebrow: text.optional(),
  heading: text,
  intro: text,
  actions: z.array(link).min(1).max(2).optional(),
})

const formField = z.object({ label: text, placeholder: text.optional() })

const contactForm = z
  .object({
    /** The form's "#anchor". */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    heading: text,
    subtitle: text,
    fields: z.object({ name: formField, email: formField, phone: formField, company: formField, message: formField }),
    countryCodeLabel: text,
    countryCodes: uniqueBy(z.array(z.object({ code: z.string().regex(/^\+[1-9]\d{0,3}$/, 'Expected a calling code such as "+91"'), country: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code such as "IN"') })).min(1), 'code'),
    defaultCountryCode: text,
    submitLabel: text,
    submittingLabel: text,
    requiredNote: text,
    noScript: text.regex(/\{email\}/, 'Must contain "{email}"'),
    problems: z.object({
      required: z.object({ name: text, email: text, message: text }),
      invalid: z.object({ email: text, phone: text }),
      tooLong: text.regex(/\{max\}/, 'Must contain "{max}"'),
    }),
    notices: z.object({
      successTitle: text,
      success: text,
      errorTitle: text,
      failure: text,
      offline: text,
      rateLimited: text,
      refusedGeneral: text,
      refused: z.object({ name: text, email: text, phone: text, company: text, message: text }),
      /** The link in every failure notice that opens the visitor's mail app with their message in it. */
      emailInstead: text,
      /** That email's subject; {name} is the visitor's name. */
      emailSubject: text.refine((value) => value.includes('{name}'), 'Must contain {name}'),
    }),
  })
  .refine((form) => form.countryCodes.some((option) => option.code === form.defaultCountryCode), {
    path: ['defaultCountryCode'],
    message: 'Must be one of countryCodes',
  })

export const pagesSchema = z.object({
  caseStudies: simplePage.extend({
    /** The id of the section holding the grid, for the hero's "#" link. */
    gridId: z.string().regex(/^[a-z][a-z0-9-]*$/),
    filterLabel: text,
    allLabel: text,
    emptyMessage: text,
    /** Announced to screen readers after filtering: "{count}" case studies shown of "{total}". */
    resultsAnnouncement: text.regex(/\{count\}.*\{total\}|\{total\}.*\{count\}/, 'Must contain "{count}" and "{total}"'),
    readMoreLabel: text,
  }),
  caseStudy: z.object({
    clientLabel: text,
    challengeHeading: text,
    solutionHeading: text,
    resultsHeading: text,
    technologiesHeading: text,
    testimonialHeading: text,
    videoHeading: text,
    actions: z.array(link).length(2, 'Expected the Back to Case Studies and Discuss Your Project buttons'),
  }),
  contact: simplePage.extend({
    office: z.object({ addressLabel: text, emailLabel: text, phoneLabel: text }),
    form: contactForm,
  }),
  solutions: simplePage.extend({
    linkLabel: text,
    grid: z.object({ eyebrow: text.optional(), heading: text, lead: text.optional() }),
    videos: z.object({ eyebrow: text.optional(), heading: text, lead: text.optional() }),
    callToAction,
  }),
  terms: simplePage,
  privacy: simplePage,
  refund: simplePage,
  notFound: simplePage.extend({ homeLabel: text }),
})

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a kebab-case id such as "retail-transformation"')

export const solutionsSchema = z.object({
  solutions: uniqueBy(
    z
      .array(
        z.object({
          slug,
          name: text,
          tagline: text,
          summary: text,
          icon: iconName,
          imageUrl: imagePath,
          video,
          meta: pageMeta,
        }),
      )
      .length(4, 'The site presents exactly four solutions'),
    'slug',
  ),
})

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Expected a lower-case anchor id such as "features"')

/** What every body section of a solution page starts with; `id` is its "#anchor". */
const sectionIntro = {
  id: sectionId,
  eyebrow: text.optional(),
  heading: text,
  lead: text.optional(),
}

const featureItem = z.object({ title: text, description: text, icon: iconName })
const stepItem = z.object({ title: text, description: text })

const solutionSection = z.discriminatedUnion('kind', [
  /** A grid of cards with an icon each: features, benefits. */
  z.object({ kind: z.literal('features'), ...sectionIntro, items: uniqueBy(z.array(featureItem).min(2).max(12), 'title') }),
  /** Numbered steps in order. */
  z.object({ kind: z.literal('steps'), ...sectionIntro, items: uniqueBy(z.array(stepItem).min(2).max(8), 'title') }),
  /** Short statements, each a sentence or two. */
  z.object({ kind: z.literal('statements'), ...sectionIntro, items: z.array(text).min(2).max(8) }),
  /** The organisations a solution is built with. */
  z.object({ kind: z.literal('partners'), ...sectionIntro, items: uniqueBy(z.array(featureItem).min(1).max(4), 'title') }),
])

/** The body of `/solutions/<slug>`, in `content/solutions/<slug>.yaml`. */
export const solutionPageSchema = z.object({
  hero: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    actions: z.array(link).min(1).max(2),
  }),
  /** The section around the solution's video (the video itself is in `solutions.yaml`). */
  video: z.object({ eyebrow: text.optional(), heading: text, lead: text.optional() }),
  sections: uniqueBy(z.array(solutionSection).min(1), 'id'),
  callToAction,
})


export const caseStudySchema = z.object({
  id: slug,
  title: text,
  /** The kind of client, never its name: "National retail chain". */
  client: text,
  category: z.enum(caseStudyCategories),
  imageUrl: imagePath,
  summary: text,
  /** Paragraphs separated by a blank line. */
  challenge: text,
  solution: text,
  results: z.array(text).min(1),
  technologies: z.array(text).min(1).refine((list) => new Set(list).size === list.length, 'Each technology once'),
  testimonial: z.object({ quote: text, author: text, role: text }).optional(),
  video: video.optional(),
  meta: pageMeta,
})

/** Front matter of a legal document in `content/legal/*.md`. */
export const legalFrontMatterSchema = z.object({
  lastUpdated: z.iso.date('Expected a date written as YYYY-MM-DD'),
})

export interface LegalDocument {
  lastUpdated: string
  html: string
  /** The document's sections, for its table of contents. */
  sections: { id: string; title: string }[]
}

/** An image as the content plugin delivers it: AVIF/WebP variants and an inline placeholder. */
export interface ResponsiveImage {
  /** srcset per MIME subtype ("avif", "webp"). */
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
  /** A tiny blurred version as a data: URL, shown until the image has loaded. */
  placeholder: string
}

/** Content as the app receives it: image paths replaced by responsive images. */
type Delivered<T> = T extends readonly (infer Item)[]
  ? Delivered<Item>[]
  : T extends object
    ? { [K in keyof T]: K extends (typeof imageFields)[number] ? ResponsiveImage : Delivered<T[K]> }
    : T

export type Site = z.infer<typeof siteSchema>
export type Home = z.infer<typeof homeSchema>
export type Pages = z.infer<typeof pagesSchema>
export type Solutions = Delivered<z.infer<typeof solutionsSchema>>
export type Solution = Solutions['solutions'][number]
export type SolutionPage = z.infer<typeof solutionPageSchema>
export type SolutionSection = SolutionPage['sections'][number]
export type FeatureItem = z.infer<typeof featureItem>
export type StepItem = z.infer<typeof stepItem>
export type CallToActionContent = z.infer<typeof callToAction>
export type CaseStudy = Delivered<z.infer<typeof caseStudySchema>>
export type CaseStudyCategory = CaseStudy['category']
export type Video = z.infer<typeof video>
export type IconName = z.infer<typeof iconName>
export type Link = z.infer<typeof link>
export type PageMeta = z.infer<typeof pageMeta>
