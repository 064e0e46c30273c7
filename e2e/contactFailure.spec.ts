// A send, where the screen's width decides where things land: when it fails, the focus stays in the form all along, the
// error is announced, and its notice covers none of the fields; when it succeeds, its notice covers none of the
// confirmation.
import {
  contactForm,
  failSends,
  fillEnquiry,
  holdSends,
  newVisitor,
  notices,
  sentPanel,
  toast,
} from './support/contact'
import { expect, gotoHydrated, PHONE, test } from './support/fixtures'

for (const [screen, use] of [
  ['a phone', { ...PHONE, viewport: { width: 375, height: 667 } }],
  ['a laptop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${screen}`, () => {
    test.use(use)

    test('a failed send keeps the focus in the form, announces the error and covers no field', async ({
      page,
      context,
    }, testInfo) => {
      const visitor = await newVisitor(context, testInfo)
      // Routes run newest first: the send is held, then answered with a server fault.
      await failSends(page)
      const { release } = await holdSends(page)
      await gotoHydrated(page, '/contact')
      await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Please call us.' })
      const controls = contactForm(page)
      await controls.submit.focus()
      await page.keyboard.press('Enter')

      await expect(controls.sending).toBeDisabled()
      await expect(controls.sending).toBeFocused()
      release()
      await expect(toast(page)).toContainText(notices.failure)
      await expect(controls.submit).toBeFocused()
      // Announced: the notice is inside a live region.
      await expect(page.locator('[aria-live] [data-sonner-toast]')).toHaveCount(1)

      const covered = await page.evaluate(() => {
        const notice = document.querySelector('[data-sonner-toast]')!.getBoundingClientRect()
        return [...document.querySelectorAll('form input, form select, form textarea')]
          .filter((field) => {
            const box = field.getBoundingClientRect()
            return (
              box.left < notice.right && notice.left < box.right && box.top < notice.bottom && notice.top < box.bottom
            )
          })
          .map((field) => field.getAttribute('name'))
      })
      expect(covered).toEqual([])

      // The way to send it by email instead is a few Tab presses away, not somewhere else on the page.
      const emailInstead = toast(page).getByRole('link', { name: notices.emailInstead })
      for (
        let press = 0;
        press < 3 && !(await emailInstead.evaluate((link) => link === document.activeElement));
        press++
      )
        await page.keyboard.press('Tab')
      await expect(emailInstead).toBeFocused()

      // Back at the form, the visitor has read it: the notice goes, and covers nothing they fix.
      await controls.name.fill('Asha R. Rao')
      await expect(toast(page)).toBeHidden()
    })

    test("a sent message: its notice covers none of the confirmation's words", async ({ page, context }, testInfo) => {
      const visitor = await newVisitor(context, testInfo)
      await gotoHydrated(page, '/contact')
      await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Please call us.' })
      await contactForm(page).submit.click()
      await expect(toast(page)).toContainText(notices.success)
      const panel = sentPanel(page)
      await expect(panel.heading).toBeFocused()
      const notice = (await toast(page).boundingBox())!
      for (const part of [panel.heading, panel.promise]) {
        const box = (await part.boundingBox())!
        const overlaps =
          box.x < notice.x + notice.width &&
          notice.x < box.x + box.width &&
          box.y < notice.y + notice.height &&
          notice.y < box.y + box.height
        expect(overlaps, `${await part.textContent()} under the notice`).toBe(false)
      }
    })
  })
}
