import { z } from 'zod'

/** A site-relative path ("/contact", "/home#solutions") or an absolute http(s) URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|#[\w-]+|https?:\/\/\S+)$/, 'Expected a path starting with "/", an "#anchor" or an http(s) URL')

const text = z.string().trim().min(1, 'Must not be empty')

const link = z.object({ label: text, href })

const column = z.object({ title: text, links: z.array(link).min(1) })

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
])

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
  callToAction: z.object({
    heading: text,
    text,
    action: link,
  }),
})

/** A page whose body is filled by its own collection; here it gets its head, heading and intro line. */
const simplePage = z.object({
  meta: pageMeta,
  eyebrow: text.optional(),
  heading: text,
  intro: text,
})

export const pagesSchema = z.object({
  caseStudies: simplePage,
  contact: simplePage,
  solutions: simplePage,
  terms: simplePage,
  privacy: simplePage,
  refund: simplePage,
  notFound: simplePage.extend({ homeLabel: text }),
  redirect: simplePage.extend({ linkLabel: text }),
})

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a kebab-case id such as "retail-transformation"')

export const solutionsSchema = z.object({
  solutions: z
    .array(
      z.object({
        slug,
        name: text,
        tagline: text,
        summary: text,
        icon: iconName,
        meta: pageMeta,
      }),
    )
    .length(4, 'The site presents exactly four solutions'),
})

export const caseStudyCategories = [
  'Predictive Analytics',
  'Healthcare AI',
  'Financial AI',
  'Industrial AI',
  'Supply Chain AI',
  'Customer AI',
] as const

export const caseStudySchema = z.object({
  id: slug,
  title: text,
  client: text,
  category: z.enum(caseStudyCategories),
  summary: text,
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

export type Site = z.infer<typeof siteSchema>
export type Home = z.infer<typeof homeSchema>
export type Pages = z.infer<typeof pagesSchema>
export type Solutions = z.infer<typeof solutionsSchema>
export type Solution = Solutions['solutions'][number]
export type CaseStudy = z.infer<typeof caseStudySchema>
export type IconName = z.infer<typeof iconName>
export type Link = z.infer<typeof link>
export type PageMeta = z.infer<typeof pageMeta>
