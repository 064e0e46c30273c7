// content/home.yaml: the home page.
import { z } from 'zod'
import {
  text,
  link,
  pageMeta,
  iconName,
  callToAction,
  imagePath,
  sectionHeading,
  uniqueBy,
  type Delivered,
} from './primitives.ts'

const heading = { eyebrow: text, heading: text, lead: text }
const tile = z.object({ title: text, text, icon: iconName })

export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({ ...heading, primary: link, secondary: link, highlights: z.array(tile).min(1).max(4) }),
  results: z.object(heading),
  about: z.object({
    ...heading,
    points: z.array(text).length(4, 'Who We Are has exactly four bullet points'),
    actions: z.array(link).min(1).max(2),
    cards: z.array(tile).length(2, 'Expected the Mission and Vision cards'),
  }),
  solutions: z.object({ ...heading, linkLabel: text }),
  // Each section stays off the page while its list is empty.
  clients: sectionHeading.extend({ logos: uniqueBy(z.array(z.object({ name: text, imageUrl: imagePath })), 'name') }),
  team: sectionHeading.extend({
    people: uniqueBy(z.array(z.object({ name: text, role: text, imageUrl: imagePath })), 'name'),
  }),
  // Only the words: the guides are site.yaml's navigation.guides, listed once for the header, the footer and here.
  guides: z
    .object({
      eyebrow: text.describe(
        'A few words above the heading, naming who the section is for, such as "For School Leaders"',
      ),
      heading: text.describe("The section's name, in Title Case"),
      lead: text.describe(
        'A sentence or two on what the guides answer, for a school leader deciding whether to propose a pilot',
      ),
    })
    .describe(
      "Just before the closing band: a card for each guide of the header's For Schools menu, which is edited in Site settings → Site, under Navigation → Guides",
    ),
  callToAction,
})

export type Home = Delivered<z.infer<typeof homeSchema>>
