import { contactForm, fillEnquiry, newVisitor, notices, settledToast, toast } from './support/contact'
import { axeViolations, expect, gotoHydrated, test } from './support/fixtures'
import { localApiUrl } from '../scripts/localSettings'

// Runs after the desktop and phone tests (see playwright.config.ts): it stops the backend they share.
test('with the backend stopped, the visitor gets the general notice and keeps every value', async ({
  page,
  context,
}, testInfo) => {
  const visitor = await newVisitor(context, testInfo)
  process.kill(Number(process.env.E2E_BACKEND_PID), 'SIGTERM')
  await expect
    .poll(() =>
      fetch(`${localApiUrl()}/rest/v1/`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down')

  await gotoHydrated(page, '/contact')
  const enquiry = { name: 'Asha Rao', email: visitor.email, company: 'Greenfield', message: 'Is anyone there?' }
  await fillEnquiry(page, enquiry)
  await contactForm(page).submit.click()
  await expect(toast(page)).toHaveAttribute('data-type', 'error')
  await expect(toast(page)).toContainText(notices.failure)
  const controls = contactForm(page)
  await expect(controls.name).toHaveValue(enquiry.name)
  await expect(controls.email).toHaveValue(enquiry.email)
  await expect(controls.company).toHaveValue(enquiry.company)
  await expect(controls.message).toHaveValue(enquiry.message)
  await expect(controls.submit).toBeEnabled()
  await settledToast(page)
  expect(await axeViolations(page), 'the notice is as readable as the page').toEqual([])
})
