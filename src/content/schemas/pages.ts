// content/pages.yaml: the heads, headings and labels of the other pages, and the contact form.
import { z } from 'zod'
import {
  text,
  textWith,
  link,
  anchorId,
  uniqueBy,
  callToAction,
  sectionHeading,
  pageIntro,
  slug,
} from './primitives.ts'
import {
  callingCodeShape,
  enquiryFieldNames,
  requiredFields,
  shapedFields,
  type EnquiryField,
  type ShapedField,
} from '../../../supabase/functions/_shared/enquiry.ts'

/** `schema` for each of the enquiry's fields, so that a field added to it asks for its words here. */
/** The same schema for each of `fields` (by default the form's every field), in their order. */
const perField = <T extends z.ZodType, Field extends EnquiryField = EnquiryField>(
  schema: T,
  fields: readonly Field[] = enquiryFieldNames as Field[],
) => z.object(Object.fromEntries(fields.map((field) => [field, schema])) as Record<Field, T>)

const countryCode = z.object({
  code: z.string().regex(callingCodeShape, 'Expected a calling code such as "+91"'),
  country: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code such as "IN"'),
})

const contactForm = z
  .object({
    id: anchorId,
    heading: text,
    subtitle: text,
    /** A hint is shown beside a label, not part of the field's name, such as "(Optional)". */
    fields: perField(z.object({ label: text, hint: text.optional(), placeholder: text.optional() })),
    /** What the visitor is asking about, chosen for them when a page's link names it (`/contact?topic=lms`). */
    topic: z.object({
      label: text,
      general: text,
      solutionsGroup: text,
      othersGroup: text,
      /** Topics beside the solutions; a case study's page may also name itself, and is then offered alone. */
      others: uniqueBy(z.array(z.object({ id: slug, name: text })).min(1), 'id'),
      storedLine: textWith('topic'),
    }),
    countryCodeLabel: text,
    countryCodes: uniqueBy(z.array(countryCode).min(1), 'code'),
    defaultCountryCode: text,
    submitLabel: text,
    submittingLabel: text,
    requiredNote: text,
    /** Beside the send button: what is kept and for how long, what not to write, and where to read more. */
    dataNote: z.object({ text: textWith('privacyLink', 'safetyLink'), privacyLink: link, safetyLink: link }),
    /** What replaces the form once a message is stored. */
    sent: z.object({ heading: text, text: textWith('visitorEmail', 'emailLink'), again: text }),
    /** Shown without JavaScript. */
    noScript: textWith('emailLink'),
    preparing: text.describe(
      'Beside the send button while the page is still loading, before it can send: that typing can start now',
    ),
    problems: z.object({
      required: perField(text, requiredFields),
      invalid: perField(text, Object.keys(shapedFields) as ShapedField[]),
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
      emailSubject: textWith('visitorName'),
    }),
  })
  .refine((form) => form.countryCodes.some((option) => option.code === form.defaultCountryCode), {
    path: ['defaultCountryCode'],
    message: 'Must be one of countryCodes',
  })

export const pagesSchema = z.object({
  caseStudies: pageIntro.extend({
    /** The section holding the grid, for the hero's "#" link. */
    gridId: anchorId,
    filterLabel: text,
    /** Every category a case study may have (its `category`), in the order the filters and the listing show them. */
    categories: z
      .array(text)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'Each category once'),
    allLabel: text,
    emptyMessage: text,
    /** Announced to screen readers after filtering. */
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
  contact: pageIntro.extend({
    office: z.object({ addressLabel: text, emailLabel: text, phoneLabel: text }),
    form: contactForm,
  }),
  solutions: pageIntro.extend({ linkLabel: text, grid: sectionHeading, videos: sectionHeading, callToAction }),
  notFound: pageIntro.extend({ homeLabel: text }),
})

export type Pages = z.infer<typeof pagesSchema>
