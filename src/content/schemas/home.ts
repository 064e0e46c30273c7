// content/home.yaml: the home page.
import { z } from 'zod'
import { text, link, pageMeta, iconName, callToAction, type Delivered } from './primitives.ts'

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
  results: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
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

export type Home = Delivered<z.infer<typeof homeSchema>>
