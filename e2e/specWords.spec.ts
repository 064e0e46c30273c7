// The specification's fixed words, route by route: the only place in the suite where site copy is
// written out. Each row cites the section of the product specification it comes from. Everything
// else on the site is the company's copy, free to change: other tests read it from content/.
import type { APIRequestContext } from '@playwright/test'
import { readHtml, textOf } from '../scripts/builder/html'
import { content } from './support/content'
import { expect, test } from './support/fixtures'
import { pagePaths } from './support/routes'

/** A button or link the specification names, and where it leads (a path, or an anchor on the same page). */
interface Action {
  name: string
  to: string
}

interface RouteWords {
  /** Where the words are specified. */
  spec: string
  actions?: Action[]
  headings?: string[]
  /** Phrases that appear in the page's text. */
  phrases?: (string | RegExp)[]
}

const CONTACT = '/contact'
const CASE_STUDIES = '/case-studies'

/** §3 Entities: the six case studies, each with its category. */
const caseStudyCategories: Record<string, string> = {
  'retail-transformation': 'Predictive Analytics',
  'healthcare-efficiency': 'Healthcare AI',
  'financial-insights': 'Financial AI',
  'manufacturing-optimization': 'Industrial AI',
  'supply-chain-intelligence': 'Supply Chain AI',
  'customer-experience': 'Customer AI',
}

/** A list as the spec writes it: "a, b, c". */
const listed = (text: string) => text.split(', ')

/** §2 Legal pages and §9 Business constants: each policy's date, sections (in order, as the spec lists them) and facts. */
const policies: Record<string, { sections: string[]; facts: RegExp[] }> = {
  '/terms': {
    sections: listed('Introduction, Communications, Purchases, Subscriptions, Content, Prohibited Uses, Contact Us'),
    facts: [/unsubscribe link/, /billed in advance/, /annual billing cycle/, /renews automatically/, /account page/],
  },
  '/privacy': {
    sections: listed(
      'Introduction, Information We Collect, How We Use Your Information, Data Security, Data Protection Rights, Cookies, Changes, Contact',
    ),
    facts: [/Personal information you give us/, /Information collected automatically/],
  },
  '/refund': {
    sections: listed(
      'General Terms, Subscription Services, Custom Solutions, Refund Process, Exceptions, Payment Processing, Changes, Contact',
    ),
    facts: [
      /trial typically lasts 14 days/,
      /cancel in writing before the trial ends, you receive a full refund/,
      /first 30 days, you may receive a prorated refund/,
      /No refunds are given after 30 days of active service/,
      /review every request within 5-10 business days/,
      /Card payments: 5-10 business days/,
      /Bank transfers: up to 15 business days/,
      /renew automatically/,
    ],
  },
}
const POLICY_DATE = 'June 1, 2023'

const routes: Record<string, RouteWords> = {
  '/home': {
    spec: '§2 Home page',
    phrases: ['Who We Are'],
    actions: [
      { name: 'Get in Touch', to: CONTACT },
      { name: 'Contact Us', to: CONTACT },
      { name: 'Explore Solutions', to: '/solutions' },
      { name: 'Get Started Today', to: CONTACT },
    ],
  },
  '/case-studies': { spec: '§2 Case studies page', actions: [] },
  ...Object.fromEntries(
    Object.entries(caseStudyCategories).map(([id, category]) => [
      `/case-studies/${id}`,
      {
        spec: '§2 Case study detail pages, §3 Entities',
        actions: [
          { name: 'Back to Case Studies', to: CASE_STUDIES },
          { name: 'Discuss Your Project', to: CONTACT },
        ],
        headings: ['The Challenge', 'Our Solution', 'Results', 'Technologies Used'],
        phrases: [category],
      },
    ]),
  ),
  '/contact': {
    spec: '§2 Contact Us',
    headings: ['Contact Us', 'Get in touch'],
    phrases: ['Fill out the form below and our team will contact you shortly.', 'Our Office'],
  },
  ...Object.fromEntries(
    Object.entries(policies).map(([path, policy]) => [
      path,
      {
        spec: '§2 Legal pages, §9 Business constants',
        headings: policy.sections,
        phrases: [POLICY_DATE, ...policy.facts],
      },
    ]),
  ),
  '/solutions': {
    spec: '§2 Solutions',
    headings: ['Our Projects', 'Watch Our Solutions in Action'],
    actions: [
      { name: 'Learn More', to: '/solutions/lms' },
      { name: 'Learn More', to: '/solutions/last-mile-education' },
      { name: 'Learn More', to: '/solutions/disha' },
      { name: 'Learn More', to: '/solutions/comuniqa' },
      { name: 'Get in Touch', to: CONTACT },
    ],
  },
  '/solutions/lms': {
    spec: '§2 Solutions (/solutions/lms)',
    phrases: ['Digital Distribution of Content & Media'],
    actions: [
      { name: 'Request Demo', to: CONTACT },
      { name: 'Learn More', to: '#features' },
      { name: 'Schedule a Demo', to: CONTACT },
      { name: 'View Case Studies', to: CASE_STUDIES },
      { name: 'Contact Us Today', to: CONTACT },
    ],
  },
  '/solutions/last-mile-education': {
    spec: '§2 Solutions (/solutions/last-mile-education)',
    phrases: ['Last Mile Education'],
    actions: [
      { name: 'Request Demo', to: CONTACT },
      { name: 'Learn More', to: '#benefits' },
      { name: 'Get Started Today', to: CONTACT },
    ],
  },
  '/solutions/disha': {
    spec: '§2 Solutions (/solutions/disha)',
    phrases: ['Skilling Tutor (Disha)'],
    actions: [{ name: 'Try Disha', to: CONTACT }],
  },
  '/solutions/comuniqa': {
    spec: '§2 Solutions (/solutions/comuniqa)',
    phrases: ['Soft Skills with AI (ComuniQa)'],
    actions: [{ name: 'Try ComuniQa', to: CONTACT }],
  },
}

/** §2 Shared layout: what every page's header and footer offer. */
const header: Action[] = [
  { name: 'Home', to: '/home' },
  { name: 'Projects', to: '/solutions' },
  { name: 'Contact', to: CONTACT },
  { name: 'Get Started', to: CONTACT },
]
const footerColumns: Record<string, Action[]> = {
  Company: [{ name: 'Contact Us', to: CONTACT }],
  Projects: [],
  Legal: [
    { name: 'Terms & Conditions', to: '/terms' },
    { name: 'Privacy Policy', to: '/privacy' },
    { name: 'Refund Policy', to: '/refund' },
  ],
}

/**
 * Where a link on the page at `path` leads: an anchor of that page as "#anchor", anything else as
 * its path and anchor, without the query (links to the contact form may name a topic: `?topic=lms`).
 */
function destination(href: string, path: string): string {
  const url = new URL(href, `http://site.invalid${path}`)
  return url.pathname === path && url.hash ? url.hash : `${url.pathname}${url.hash}`
}

/** A link's words as a sighted visitor reads them, without what only screen readers hear. */
function visibleText(link: Element): string {
  const copy = link.cloneNode(true) as Element
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove())
  return textOf(copy)
}

/** Every link in `scope` reading exactly `name`, as the places it leads to. */
const destinationsOf = (scope: ParentNode, name: string, path: string) =>
  [...scope.querySelectorAll('a[href]')]
    .filter((link) => visibleText(link) === name)
    .map((link) => destination(link.getAttribute('href')!, path))

/** Expects a link reading `name` to `to` in `scope` of the page at `path`; an anchor must exist on the page. */
function expectAction(scope: ParentNode, page: Document, path: string, { name, to }: Action) {
  expect(destinationsOf(scope, name, path), `${path}: a link "${name}" to ${to}`).toContain(to)
  if (to.startsWith('#')) expect(page.getElementById(to.slice(1)), `${path}: the anchor ${to}`).not.toBeNull()
}

const UNKNOWN_PATH = '/no-such-page'

/** A page as a crawler receives it: no script has run. */
async function prerendered(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200)
  return readHtml(await response.text())
}

const escaped = (phrase: string) => new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

test('every route of the specification is a page of the route table', () => {
  for (const path of Object.keys(routes)) expect(pagePaths).toContain(path)
})

test.describe('in the pre-rendered HTML', () => {
  for (const [path, words] of Object.entries(routes)) {
    test(`${path} has the words of ${words.spec}`, async ({ request }) => {
      const page = await prerendered(request, path)
      const main = page.querySelector('main')!
      for (const action of words.actions ?? []) expectAction(main, page, path, action)
      const headings = [...main.querySelectorAll('h1, h2, h3')].map(textOf)
      for (const heading of words.headings ?? []) expect(headings, `${path}: a heading "${heading}"`).toContain(heading)
      const text = textOf(main)
      for (const phrase of words.phrases ?? [])
        expect(text, path).toMatch(typeof phrase === 'string' ? escaped(phrase) : phrase)
    })
  }

  test('every page has the header and footer of §2 Shared layout', async ({ request }) => {
    for (const path of [...pagePaths, UNKNOWN_PATH]) {
      const page = await prerendered(request, path)
      for (const action of header) expectAction(page.querySelector('header')!, page, path, action)
      const footer = page.querySelector('footer')!
      for (const [column, actions] of Object.entries(footerColumns)) {
        const nav = footer.querySelector(`nav[aria-label="${column}"]`)
        expect(nav, `${path}: the footer column ${column}`).not.toBeNull()
        for (const action of actions) expectAction(nav!, page, path, action)
      }
    }
  })

  test('the policies list exactly the sections of §2 Legal pages, in order', async ({ request }) => {
    for (const [path, policy] of Object.entries(policies)) {
      const page = await prerendered(request, path)
      expect([...page.querySelectorAll('article h2')].map(textOf), path).toEqual(policy.sections)
    }
    const terms = await prerendered(request, '/terms')
    const linked = [...terms.querySelectorAll('article a[href]')].map((link) =>
      destination(link.getAttribute('href')!, '/terms'),
    )
    expect(linked, '/terms links to /privacy').toContain('/privacy')
  })

  test('an unknown path shows the words of §2 404 page and §8 Error catalogue', async ({ request }) => {
    const page = await prerendered(request, UNKNOWN_PATH)
    expect(textOf(page.querySelector('h1'))).toBe('Oops! Page not found')
    expect(destinationsOf(page.querySelector('main')!, 'Return to Home', UNKNOWN_PATH)).toContain('/')
  })

  test('the contact form has the fields, button and choices of §2 Contact Us, §3 and §9', async ({ request }) => {
    const page = await prerendered(request, '/contact')
    const labels = [...page.querySelectorAll('form label')].map(textOf)
    expect(labels).toEqual(
      expect.arrayContaining(['Your Name', 'Email Address', 'Phone Number', 'Company (Optional)', 'Message']),
    )
    expect(page.querySelector('form textarea')?.getAttribute('rows')).toBe('4')
    expect(page.querySelector('form input[type="email"]')).not.toBeNull()
    expect(textOf(page.querySelector('form button[type="submit"]'))).toBe('Send Message')
    const countryCodes = [...page.querySelectorAll('select[name="countryCode"] option')].map(textOf)
    expect(countryCodes).toEqual(
      '+1 US, +44 UK, +91 IN, +61 AU, +86 CN, +49 DE, +33 FR, +81 JP, +7 RU, +55 BR, +52 MX, +27 ZA, +971 AE, +65 SG, +82 KR'.split(
        ', ',
      ),
    )
    expect(content.pages.contact.form.defaultCountryCode).toBe('+91')
  })
})

/** A section of a solution page: by its anchor, by its heading, or as the page's section of `kind` in content. */
type SectionOf = { anchor: string } | { heading: string } | { kind: 'features' }

/** §2 Solutions: what each solution page lists, item by item: the section, its items, and a count or what each is about. */
const solutionLists: Record<string, [section: SectionOf, items: string, expected: number | RegExp[]][]> = {
  lms: [
    [{ anchor: 'features' }, 'h3', 8],
    [{ anchor: 'partnership' }, 'li', [/cloud/i, /satellite/i]],
  ],
  'last-mile-education': [
    [{ anchor: 'benefits' }, 'h3', [/satellite/i, /offline/i, /low-bandwidth/i, /real-time analytics/i]],
    [{ heading: 'How It Works' }, 'ol > li', 4],
  ],
  disha: [
    [{ kind: 'features' }, 'h3', [/learning paths/i, /career goal/i, /skill gap/i, /peer learning/i]],
    [
      { heading: 'How Disha Works' },
      'ol > li h3',
      [/assessment/i, /goal setting/i, /personali[sz]ed learning/i, /progress tracking/i, /adaptive guidance/i],
    ],
  ],
  comuniqa: [
    [
      { kind: 'features' },
      'h3',
      [/conversation practice/i, /team collaboration/i, /certification/i, /progress analytics/i],
    ],
    [{ heading: 'Why Soft Skills Matter' }, 'li', 4],
    [{ heading: 'How It Works' }, 'ol > li', 5],
  ],
}

function sectionIn(page: Document, slug: string, section: SectionOf): Element | null {
  if ('anchor' in section) return page.getElementById(section.anchor)
  if ('heading' in section)
    return (
      [...page.querySelectorAll('section h2')]
        .find((heading) => textOf(heading) === section.heading)
        ?.closest('section') ?? null
    )
  const id = content.solutions
    .find((solution) => solution.slug === slug)
    ?.sections.find((candidate) => candidate.kind === section.kind)?.id
  return id ? page.getElementById(id) : null
}

test('each solution page lists what §2 Solutions names', async ({ request }) => {
  for (const [slug, lists] of Object.entries(solutionLists)) {
    const page = await prerendered(request, `/solutions/${slug}`)
    for (const [section, items, expected] of lists) {
      const where = `/solutions/${slug} ${JSON.stringify(section)}`
      const found = sectionIn(page, slug, section)
      expect(found, where).not.toBeNull()
      const texts = [...found!.querySelectorAll(items)].map(textOf)
      if (typeof expected === 'number') expect(texts, where).toHaveLength(expected)
      else {
        expect(texts, where).toHaveLength(expected.length)
        expected.forEach((pattern, index) => expect(texts[index], where).toMatch(pattern))
      }
    }
  }
})

test('the words the pages show only on events are those of §2, §4 and §8', () => {
  const {
    contact: { form },
    caseStudies,
    notFound,
  } = content.pages
  // Shown while sending, after a send, and for an empty category: the tests of those events read them from here.
  expect(form.submittingLabel).toBe('Sending...')
  expect(form.notices).toMatchObject({
    successTitle: 'Success!',
    success: 'Thank you! Your message has been sent successfully.',
    errorTitle: 'Error',
    failure: 'There was a problem submitting your message. Please try again.',
  })
  expect(caseStudies.emptyMessage).toBe('No case studies found for the selected category.')
  expect(caseStudies.allLabel).toBe('All')
  expect(notFound.heading).toBe('Oops! Page not found')
})
