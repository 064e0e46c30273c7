import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import pg from 'pg'
import { content } from './content'

export const form = content.pages.contact.form
export const notices = form.notices

let pool: pg.Pool | undefined
/** The tests' own PostgreSQL server, which the local backend writes to. */
export function database(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 })
  return pool
}

/** The rows stored for `email`, with the columns the site writes. */
export async function storedFor(email: string) {
  const { rows } = await database().query<Record<string, string | null> & { created_at: Date }>(
    'select name, email, company, message, phone_number, created_at from public.contact_form_submissions where email = $1 order by id',
    [email],
  )
  return rows
}

// A visitor no other test shares: their own email and address (cf-connecting-ip, which the tests' backend trusts as
// the hosted gateway's), so the rate limit never mixes tests up.
export async function newVisitor(context: BrowserContext, testInfo: TestInfo, tag = '') {
  const id = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`
  const bytes = randomUUID().replaceAll('-', '')
  const address = `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': address })
  return { email: `visitor-${id}${tag}@example.com`, address }
}

/** The form's controls, found as a visitor finds them: by their labels. */
export function contactForm(page: Page) {
  const labels = form.fields
  return {
    name: page.getByLabel(labels.name.label),
    email: page.getByLabel(labels.email.label),
    countryCode: page.getByLabel(form.countryCodeLabel),
    phone: page.getByLabel(labels.phone.label, { exact: true }),
    company: page.getByLabel(labels.company.label),
    message: page.getByLabel(labels.message.label),
    submit: page.getByRole('button', { name: form.submitLabel }),
    sending: page.getByRole('button', { name: form.submittingLabel }),
  }
}

export type Enquiry = Partial<Record<'name' | 'email' | 'countryCode' | 'phone' | 'company' | 'message', string>>

/** Types each value of `enquiry` into its field, in the form's order; the country code is chosen. */
export async function fillEnquiry(page: Page, enquiry: Enquiry) {
  const controls = contactForm(page)
  for (const field of ['name', 'email', 'countryCode', 'phone', 'company', 'message'] as const) {
    const value = enquiry[field]
    if (value === undefined) continue
    if (field === 'countryCode') await controls.countryCode.selectOption(value)
    else await controls[field].fill(value)
  }
}

/** The panel that replaces the form once a message is stored, and its way back to an empty form. */
export function sentPanel(page: Page) {
  return {
    heading: page.getByRole('heading', { name: form.sent.heading }),
    promise: page.getByTestId('reply-promise'),
    again: page.getByRole('button', { name: form.sent.again }),
  }
}

/** After a message is stored: the confirmation, then a new, empty form. */
export async function sendAnother(page: Page) {
  await sentPanel(page).again.click()
  await contactForm(page).name.waitFor()
}

/** The one toast on screen: its kind ("default" or "error"), title and description. */
/** The notice shown: not one on its way out as the next comes. */
export function toast(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])')
}

/** The notice once it has come in, its fade and slide finished, as a reader meets it. */
export async function settledToast(page: Page) {
  await toast(page).evaluate((notice) => Promise.all(notice.getAnimations().map((animation) => animation.finished)))
  return toast(page)
}
