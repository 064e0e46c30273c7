import { readHtml } from '../scripts/builder/html'
import { fillWords } from '../src/content/words'
import {
  contactForm,
  fillEnquiry,
  form,
  newVisitor,
  notices,
  sendAnother,
  sentPanel,
  storedFor,
  toast,
} from './support/contact'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const site = content.site
const topicField = (page: import('@playwright/test').Page) => page.getByLabel(form.topic.label)

test.describe('one path to contact', () => {
  test("every button to the contact form on a solution's or a case study's page carries its topic", async ({
    request,
  }) => {
    const pages = [
      ...content.solutions.map((solution) => ({ path: `/solutions/${solution.slug}`, topic: solution.slug })),
      ...content.caseStudies.map((study) => ({ path: `/case-studies/${study.id}`, topic: study.id })),
    ]
    for (const { path, topic } of pages) {
      const document = readHtml(await (await request.get(path)).text())
      const links = [...document.querySelectorAll('main a[href^="/contact"]')].map((link) => link.getAttribute('href'))
      expect(links.length, path).toBeGreaterThan(0)
      for (const href of links) expect(href, path).toBe(`/contact?topic=${topic}`)
    }
  })

  test('a solution or case study sends the visitor to the form with its topic chosen', async ({ page }) => {
    const [solution] = content.solutions
    await gotoHydrated(page, `/solutions/${solution!.slug}`)
    await page.getByRole('main').locator('a[href^="/contact"]').first().click()
    await expect(page).toHaveURL(`/contact?topic=${solution!.slug}`)
    await expect(topicField(page)).toHaveValue(solution!.slug)
    await expect(topicField(page).locator('option:checked')).toHaveText(solution!.name)

    const [study] = content.caseStudies
    await gotoHydrated(page, `/case-studies/${study!.id}`)
    await page.getByRole('main').locator('a[href^="/contact"]').last().click()
    await expect(page).toHaveURL(`/contact?topic=${study!.id}`)
    await expect(topicField(page).locator('option:checked')).toHaveText(study!.title)
  })

  test('the topic is the first line of the stored message; the columns stay as they are', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    const disha = content.solutions.find((solution) => solution.slug === 'disha')!
    await gotoHydrated(page, '/contact?topic=disha')
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Could Disha work for 300 learners?' })
    await contactForm(page).submit.click()
    await expect(sentPanel(page).heading).toBeVisible()
    const [row] = await storedFor(visitor.email)
    expect(row).toMatchObject({
      name: 'Asha Rao',
      company: null,
      phone_number: null,
      message: `${fillWords(form.topic.storedLine, { topic: disha.name })}\n\nCould Disha work for 300 learners?`,
    })
    expect(Object.keys(row!).sort()).toEqual(['company', 'created_at', 'email', 'message', 'name', 'phone_number'])
  })

  test('a visitor can change or clear the topic; with none, the message is stored exactly as typed', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact?topic=lms')
    await topicField(page).selectOption({ label: form.topic.general })
    await fillEnquiry(page, {
      name: 'Asha Rao',
      email: visitor.email,
      message: 'A general question.\n\nWith two paragraphs.',
    })
    await contactForm(page).submit.click()
    await expect(sentPanel(page).heading).toBeVisible()
    expect((await storedFor(visitor.email))[0]!.message).toBe('A general question.\n\nWith two paragraphs.')
  })

  test('an address naming no real topic chooses none, whatever it holds', async ({ page, consoleProblems }) => {
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    for (const topic of [
      'unknown',
      '<img src=x onerror=alert(1)>',
      '__proto__',
      'constructor',
      'lms"><script>alert(1)</script>',
      'x'.repeat(5000),
    ]) {
      await gotoHydrated(page, `/contact?topic=${encodeURIComponent(topic)}`)
      await expect(topicField(page), topic.slice(0, 40)).toHaveValue('')
    }
    expect(dialogs).toBe(0)
    expect(consoleProblems).toEqual([])
  })

  test('the phone field says beside its label that it is optional', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const phone = page.getByLabel(form.fields.phone.label, { exact: true })
    await expect(phone).toHaveAttribute('type', 'tel')
    await expect(phone).not.toHaveAttribute('required')
    await expect(phone).toHaveAccessibleDescription(form.fields.phone.hint!)
  })

  test('after sending, the form gives way to who will reply and when, and can be used again', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Hello there.' })
    await contactForm(page).submit.click()

    const panel = sentPanel(page)
    await expect(panel.heading).toBeFocused()
    await expect(panel.promise).toHaveText(fillWords(form.sent.text, { visitorEmail: visitor.email }))
    await expect(panel.promise).toContainText(site.contact.replyFrom)
    await expect(panel.promise).toContainText(site.contact.replyTime)
    await expect(contactForm(page).submit).toHaveCount(0)
    // The specification's notice still appears, and the panel says what it does not: each sentence once.
    await expect(toast(page)).toContainText(notices.successTitle)
    await expect(toast(page)).toContainText(notices.success)
    const sentences = (text: string) =>
      text.split(/(?<=[.!?])\s+/).map((sentence) =>
        sentence
          .trim()
          .replace(/[.!?]+$/, '')
          .toLowerCase(),
      )
    const shown = sentences(`${await panel.heading.textContent()}. ${await panel.promise.textContent()}`)
    for (const sentence of sentences(`${notices.successTitle} ${notices.success}`))
      expect(shown, 'said in the notice and again in the panel').not.toContain(sentence)

    await sendAnother(page)
    await expect(contactForm(page).name).toBeFocused()
    for (const field of [contactForm(page).name, contactForm(page).email, contactForm(page).message])
      await expect(field).toHaveValue('')
    await expect(panel.heading).toHaveCount(0)
  })

  test('the home page and the contact page promise the same reply time', async ({ page }) => {
    await gotoHydrated(page, '/home')
    await expect(page.getByRole('region', { name: content.home.callToAction.heading })).toContainText(
      site.contact.replyTime,
    )
    await gotoHydrated(page, '/contact')
    await expect(page.getByRole('main').getByText(content.pages.contact.intro)).toContainText(site.contact.replyTime)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      content.pages.contact.meta.description,
    )
    expect(content.pages.contact.meta.description).toContain(site.contact.replyTime)
  })
})
