import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import { enquiryTable } from '../../supabase/functions/_shared/enquiry'
import { LOCAL_SERVICE_ROLE_KEY, localApiUrl } from '../../scripts/localSettings'
import { content } from './content'

export const form = content.pages.contact.form
export const notices = form.notices

/** The rows the local backend stored for `email`, with the columns the site writes, read as an operator reads them. */
export async function storedFor(email: string) {
  const query = new URLSearchParams({
    select: 'name,email,company,message,phone_number,created_at',
    email: `eq.${email}`,
    order: 'id',
  })
  const response = await fetch(`${localApiUrl()}/rest/v1/${enquiryTable}?${query}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  if (!response.ok) throw new Error(`The backend answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as (Record<string, string | null> & { created_at: string })[]
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

/** Every send from `page` held before it reaches the backend until `release`; `arrived` once the first one is held. */
export async function holdSends(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  await page.route(`**/rest/v1/${enquiryTable}`, async (route) => {
    if (route.request().method() === 'POST') {
      arrive()
      await released
    }
    // On to the next route of the page, if any, or to the backend.
    await route.fallback()
  })
  return { arrived, release }
}

/** Every send from `page` answered as PostgREST answers a server fault (500), storing nothing. */
export async function failSends(page: Page) {
  await page.route(`**/rest/v1/${enquiryTable}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          headers: { 'access-control-allow-origin': '*' },
          json: { code: 'XX000', details: null, hint: null, message: 'Failure made by the end-to-end tests' },
        })
      : route.continue(),
  )
}
