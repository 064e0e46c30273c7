// content/site.yaml: the company, its contact details, navigation and footer.
import { z } from 'zod'
import { text, link } from './primitives.ts'
import { isTimeZone } from '../../../supabase/functions/_shared/timeZone.ts'

const column = z.object({ title: text, links: z.array(link).min(1) })

export const siteSchema = z.object({
  name: text,
  /** The name beside the logo's mark, in the header and the footer. */
  shortName: text,
  logo: z.object({
    mark: z
      .string()
      .trim()
      .regex(/^\S{1,2}$/u, 'Write one or two letters, such as "A"')
      .describe("A letter or two, drawn on the brand's colour: the header's, the footer's and the browser tab's icon"),
  }),
  tagline: text,
  contact: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[\d ]{7,20}$/, 'Expected an international number such as "+91 80 0000 0000"'),
    office: z.object({ label: text, lines: z.array(text).min(1) }),
    /** Who answers an enquiry ("Someone from our pilots team") and how soon ("two working days"). */
    replyFrom: text,
    replyTime: text,
    timeZone: z
      .string()
      .trim()
      .refine(isTimeZone, 'Expected a time zone as the IANA database names it, such as "Asia/Kolkata"')
      .describe(
        "The team's time zone, such as \"Asia/Kolkata\": the team's email gives the time each enquiry arrived in it, and names it. The live site's email reads its own copy (ENQUIRY_TIME_ZONE): change both together",
      ),
  }),
  /** The research partner that measures each pilot: named in the footer, quoted as {{researchPartner}}. */
  researchPartner: z.object({
    label: text,
    href: z.url({ protocol: /^https?$/, error: 'Expected an http(s) address' }),
  }),
  /** Where visitors' and learners' data is kept, and who answers a request about it (India's DPDP Act, 2023). */
  dataProtection: z.object({ region: text, grievanceOfficer: text, grievanceEmail: z.email() }),
  social: z.object({ professionalNetwork: link, codeHosting: link }),
  navigation: z.object({
    main: z.array(link).min(1),
    /** The header's button to the contact form ("Get Started" in the specification). */
    cta: link,
    /** The button beside the home page's results that leads to the case studies. */
    proof: link,
    /** The pages a school or programme reads before it writes (content/articles/): the header's "For Schools" and a
     * column of the footer. */
    guides: column,
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
    /** Shown in place of the play button while a video's id is still a placeholder. */
    videoComing: text,
    /** Beside each video's play button: the player comes from another site (the privacy policy names it). */
    videoHost: text,
    /** The name of the breadcrumb navigation. */
    breadcrumb: text,
    /** The breadcrumb's first step, and what screen readers hear after the logo's name ("Acme AI, Home"). */
    home: text,
  }),
  footer: z.object({
    blurb: text,
    company: column,
    /** The Projects column lists the solutions (content/solutions/) under this title. */
    projectsTitle: text,
    legal: column,
    /** Before the research partner's name, under the company's details. */
    researchPartnerLabel: text,
    copyrightHolder: text,
  }),
})

export type Site = z.infer<typeof siteSchema>
