// content/pages.yaml: the heads, headings and labels of the other pages, and the contact form.
import { z } from 'zod'
import { text, textWith, link, uniqueBy, callToAction, pageIntro as simplePage } from './primitives.ts'
import { callingCodeShape, enquiryFieldNames, type EnquiryField } from '../../../supabase/functions/_shared/enquiry.ts'

/** A field's label, and a hint shown beside it (not part of its name), such as "(Optional)". */
const formField = z.object({ label: text, hint: text.optional(), placeholder: text.optional() })

/** `schema` for each of the enquiry's fields, so that a field added to it asks for its words here. */
const perField = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(enquiryFieldNames.map((field) => [field, schema])) as Record<EnquiryField, T>)

const contactForm = z
  .object({
    /** The form's "#anchor". */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    heading: text,
    subtitle: text,
    fields: perField(formField),
    /** What the visitor is asking about, chosen for them when a page's link names it (`/contact?topic=lms`). */
    topic: z.object({
      label: text,
      /** The choice for no topic in particular: then the stored message is exactly what was typed. */
      general: text,
      /** The groups of the choices: the solutions, then the case studies. */
      solutionsGroup: text,
      caseStudiesGroup: text,
      /** The line put above the stored message when a topic is chosen; {{topic}} is its name. */
      storedLine: textWith('topic'),
    }),
    countryCodeLabel: text,
    countryCodes: uniqueBy(z.array(z.object({ code: z.string().regex(callingCodeShape, 'Expected a calling code such as "+91"'), country: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code such as "IN"') })).min(1), 'code'),
    defaultCountryCode: text,
    submitLabel: text,
    submittingLabel: text,
    requiredNote: text,
    /** What replaces the form once a message is stored. */
    sent: z.object({
      heading: text,
      /** {{visitorEmail}} is the address the visitor gave. */
      text: textWith('visitorEmail'),
      again: text,
    }),
    /** Shown without JavaScript; {{emailLink}} is the company's address, as a link. */
    noScript: textWith('emailLink'),
    problems: z.object({
      required: z.object({ name: text, email: text, message: text }),
      invalid: z.object({ email: text, phone: text }),
      /** {{max}} is the field's length limit. */
      tooLong: textWith('max'),
    }),
    notices: z.object({
      successTitle: text,
      success: text,
      errorTitle: text,
      failure: text,
      offline: text,
      rateLimited: text,
      refusedGeneral: text,
      refused: perField(text),
      /** The link in every failure notice that opens the visitor's mail app with their message in it. */
      emailInstead: text,
      /** That email's subject; {{visitorName}} is the visitor's name. */
      emailSubject: textWith('visitorName'),
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
    /** Announced to screen readers after filtering: {{count}} case studies shown of {{total}}. */
    resultsAnnouncement: textWith('count', 'total'),
    readMoreLabel: text,
  }),
  caseStudy: z.object({
    clientLabel: text,
    /** Above the headline result beside a case study's title. */
    headlineHeading: text,
    challengeHeading: text,
    solutionHeading: text,
    resultsHeading: text,
    technologiesHeading: text,
    testimonialHeading: text,
    videoHeading: text,
    actions: z.array(link).length(2, 'Expected the Back to Case Studies and Discuss Your Project buttons'),
    /** Above the title of the study a reader may go on to, at the end of each study. */
    nextLabel: text,
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
  notFound: simplePage.extend({ homeLabel: text }),
})

export type Pages = z.infer<typeof pagesSchema>
