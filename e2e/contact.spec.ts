import { fillWords } from '../src/content/words'
import { content } from './support/content'
import {
  contactForm,
  failSends,
  fillEnquiry,
  form,
  holdSends,
  newVisitor,
  notices,
  sendAnother,
  sentPanel,
  settledToast,
  storedFor,
  toast,
} from './support/contact'
import { axeViolations, expect, gotoHydrated, holdPageCode, test } from './support/fixtures'
import { enquiryFields } from '../supabase/functions/_shared/enquiry.ts'

const site = content.site

test.describe('contact page', () => {
  test('shows the heading, the intro, the form ready to send, and the office with mail and phone links in the page and its footer; the toast area loads once the visitor starts on the form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: content.pages.contact.heading })).toBeVisible()
    await expect(page.getByText(content.pages.contact.intro)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: form.heading })).toBeVisible()
    await expect(page.getByText(form.subtitle)).toBeVisible()
    // The spec's default variant: a white card, raised from the page by its shadow.
    const card = await page
      .getByRole('heading', { level: 2, name: form.heading })
      .locator('..')
      .evaluate((element) => getComputedStyle(element))
      .then(({ backgroundColor, boxShadow }) => ({ backgroundColor, raised: boxShadow !== 'none' }))
    expect(card).toEqual({ backgroundColor: 'rgb(255, 255, 255)', raised: true })

    // "(Optional)" looks the same wherever it stands: in the spec's "Company (Optional)" label, or beside a label.
    const optional = form.fields.phone.hint ?? '(Optional)'
    const looks = await page.getByText(optional, { exact: true }).evaluateAll((elements) =>
      elements.map((element) => {
        const { fontWeight, color, fontSize } = getComputedStyle(element)
        return `${fontWeight} ${color} ${fontSize}`
      }),
    )
    expect(looks.length).toBeGreaterThan(1)
    expect(new Set(looks).size).toBe(1)

    // Beside the send button: what is kept, with the privacy policy and the data and child safety guide a step away.
    const { dataNote } = form
    const note = page.locator('form p').filter({ has: page.getByRole('link', { name: dataNote.privacyLink.label }) })
    for (const link of [dataNote.privacyLink, dataNote.safetyLink])
      await expect(note.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
    expect(content.articles.map((article) => article.path)).toEqual(
      expect.arrayContaining([dataNote.privacyLink.href, dataNote.safetyLink.href]),
    )

    // The fields, their labels and the country codes as the spec names them: e2e/specWords.spec.ts.
    const controls = contactForm(page)
    await expect(controls.name).toHaveAttribute('required', '')
    await expect(controls.company).not.toHaveAttribute('required')
    await expect(controls.phone).toHaveAttribute('type', 'tel')
    await expect(controls.phone).not.toHaveAttribute('required')
    // The phone field says beside its label that it is optional.
    await expect(controls.phone).toHaveAccessibleDescription(form.fields.phone.hint!)
    await expect(controls.countryCode).toHaveValue(form.defaultCountryCode)
    await expect(controls.submit).toBeEnabled()

    // The office with mail and phone links, and the footer gives them on every page too, with the research partner.
    const footer = page.getByRole('contentinfo')
    for (const place of [page.getByRole('complementary', { name: site.contact.office.label }), footer]) {
      for (const line of site.contact.office.lines) await expect(place.getByText(line)).toBeVisible()
      await expect(place.getByRole('link', { name: site.contact.email })).toHaveAttribute(
        'href',
        `mailto:${site.contact.email}`,
      )
      await expect(place.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
        'href',
        `tel:${site.contact.phone.replaceAll(' ', '')}`,
      )
    }
    await expect(footer.getByRole('link', { name: site.researchPartner.label })).toHaveAttribute(
      'href',
      site.researchPartner.href,
    )

    // The toast area loads once a visitor starts on the form, and there is one.
    const toaster = page.locator('section[aria-label^="Notifications"]')
    await page.waitForLoadState('networkidle')
    await expect(toaster, 'not loaded before it is needed').toHaveCount(0)
    await controls.name.focus()
    await expect(toaster).toHaveCount(1)
  })
})

test.describe('sending an enquiry', () => {
  test('stores exactly what was typed, trimmed, tells the visitor who will reply and when, and gives an empty form again; supabase-js loads on send, and no rule of the security policy is broken', async ({
    page,
    context,
    consoleProblems,
    cspViolations,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text())
    })
    const supabaseLoads = () => scripts.filter((code) => code.includes('supabase-js')).length
    await gotoHydrated(page, '/contact')
    const before = Date.now()
    await fillEnquiry(page, {
      name: '  Asha Rao ',
      email: visitor.email,
      countryCode: '+44',
      phone: ' 20 7946 0958 ',
      company: ' Greenfield School ',
      message: 'We would like a pilot\nfor two classes. ',
    })
    expect(supabaseLoads(), 'not before the message is sent').toBe(0)
    await contactForm(page).submit.click()

    await expect(toast(page)).not.toHaveAttribute('data-type', 'error')
    await expect(toast(page)).toContainText(notices.successTitle)
    await expect(toast(page)).toContainText(notices.success)
    await expect.poll(supabaseLoads).toBe(1)
    // The form gives way to who will reply and when; the panel says what the notice does not: each sentence once.
    const panel = sentPanel(page)
    await expect(panel.heading).toBeFocused()
    await expect(panel.promise).toHaveText(
      fillWords(form.sent.text, { visitorEmail: visitor.email, emailLink: site.contact.email }),
    )
    // The company's address, which the words must give, is a link that writes to it.
    await expect(panel.promise.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    )
    await expect(panel.promise).toContainText(site.contact.replyFrom)
    await expect(panel.promise).toContainText(site.contact.replyTime)
    await expect(contactForm(page).submit).toHaveCount(0)
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
    await settledToast(page)
    expect(await axeViolations(page), 'the notice is as readable as the page').toEqual([])
    // The toast library's stylesheet is in the page, allowed by its hash.
    expect(
      await page
        .locator('style')
        .evaluateAll((styles) => styles.some((style) => style.textContent?.includes('[data-sonner-toaster]'))),
    ).toBe(true)

    await sendAnother(page)
    const controls = contactForm(page)
    await expect(controls.name).toBeFocused()
    for (const field of [controls.name, controls.email, controls.phone, controls.company, controls.message])
      await expect(field).toHaveValue('')
    await expect(controls.countryCode).toHaveValue(form.defaultCountryCode)
    await expect(panel.heading).toHaveCount(0)

    const rows = await storedFor(visitor.email)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: visitor.email,
      company: 'Greenfield School',
      phone_number: '+44 20 7946 0958',
      message: 'We would like a pilot\nfor two classes.',
    })
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before - 60_000)
    expect(Date.parse(row!.created_at)).toBeLessThanOrEqual(Date.now() + 60_000)
    expect(consoleProblems).toEqual([])
    expect(cspViolations).toEqual([])
  })

  test('shows the submitting state, and a double click or a second submit stores one row', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    // The message is held on its way until every second try is made, however slow the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const posts: string[] = []
    await page.route('**/rest/v1/contact_form_submissions', async (route) => {
      if (route.request().method() === 'POST') {
        posts.push(route.request().url())
        await held
      }
      await route.continue()
    })
    await gotoHydrated(page, '/contact')
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Sent once, please.' })
    const controls = contactForm(page)
    await controls.submit.dblclick()
    await expect(controls.sending).toBeDisabled()
    await controls.message.press('Enter')
    await controls.name.press('Enter')
    release()
    await expect(toast(page)).toContainText(notices.success)
    await expect(sentPanel(page).heading).toBeVisible()
    expect(await storedFor(visitor.email)).toHaveLength(1)
    expect(posts).toHaveLength(1)
    await sendAnother(page)
    await expect(controls.submit).toBeEnabled()
  })

  test("before the page's code has run, the greyed send button says why, and what was typed then is sent once it can be", async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    // The page's code is held back, as on a slow phone, while the visitor types.
    const release = await holdPageCode(page)
    await page.goto('/contact')
    const controls = contactForm(page)
    await expect(controls.submit).toBeDisabled()
    await expect(controls.submit).toHaveAccessibleDescription(form.preparing)
    await expect(page.getByText(form.preparing)).toBeVisible()
    const message = 'Typed before the page had finished loading.'
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message })

    release()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(page.getByText(form.preparing)).toBeHidden()
    await controls.submit.click()
    await expect(toast(page)).toContainText(notices.success)
    expect(await storedFor(visitor.email)).toMatchObject([{ name: 'Asha Rao', message }])
  })

  test('keeps a draft through a reload until the message is sent', async ({ page, context }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    const enquiry = {
      name: 'Asha Rao',
      email: visitor.email,
      countryCode: '+61',
      phone: '400 123 456',
      company: 'Greenfield',
      message: 'Half written…',
    }
    await fillEnquiry(page, enquiry)
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    const controls = contactForm(page)
    for (const [field, value] of Object.entries(enquiry) as [keyof typeof enquiry, string][])
      await expect(controls[field], field).toHaveValue(value)

    await controls.submit.click()
    await expect(toast(page)).toContainText(notices.success)
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(contactForm(page).name).toHaveValue('')
    await expect(contactForm(page).message).toHaveValue('')
  })
})

test.describe('checking the form before sending', () => {
  test('names each missing field next to it, ties the message to it and focuses the first; then a malformed email or phone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    const controls = contactForm(page)
    await controls.name.fill('   ')
    await controls.submit.click()

    await expect(controls.name).toBeFocused()
    for (const [control, message] of [
      [controls.name, form.problems.required.name],
      [controls.email, form.problems.required.email],
      [controls.message, form.problems.required.message],
    ] as const) {
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAccessibleDescription(message)
    }
    await expect(controls.company).not.toHaveAttribute('aria-invalid')
    await expect(toast(page)).toHaveCount(0)

    await controls.name.fill('Asha Rao')
    await expect(controls.name).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText(form.problems.required.name)).toHaveCount(0)

    // A name with a symbol, a malformed email or phone is refused before sending, the name focused.
    await fillEnquiry(page, { name: 'Mr & Mrs Rao', email: 'asha.example.com', phone: 'call me', message: 'Hello' })
    await controls.submit.click()
    await expect(controls.name).toBeFocused()
    await expect(controls.name).toHaveAccessibleDescription(
      [form.problems.invalid.name, form.fields.name.hint].filter(Boolean).join(' '),
    )
    await expect(controls.email).toHaveAccessibleDescription(form.problems.invalid.email)
    await expect(controls.phone).toHaveAccessibleDescription(`${form.problems.invalid.phone} ${form.fields.phone.hint}`)
  })

  test('refuses an address the database would refuse (kavya@school) at the field, in its words, sending nothing', async ({
    page,
  }) => {
    const calls: string[] = []
    page.on('request', (request) => void (request.url().includes('/rest/v1/') && calls.push(request.url())))
    await gotoHydrated(page, '/contact')
    const controls = contactForm(page)
    await fillEnquiry(page, { name: 'Kavya Iyer', email: 'kavya@school', message: 'We would like a pilot.' })
    await controls.submit.click()

    await expect(controls.email).toBeFocused()
    await expect(controls.email).toHaveAttribute('aria-invalid', 'true')
    await expect(controls.email).toHaveAccessibleDescription(form.problems.invalid.email)
    await expect(toast(page)).toHaveCount(0)
    expect(calls).toEqual([])
  })

  test('counts a message of emoji as the database does: one past its room is named as it is typed, its full room is stored', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    const controls = contactForm(page)
    const room = enquiryFields.message.maxLength
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: '😀'.repeat(room + 1) })
    await expect(controls.message).toHaveAccessibleDescription(fillWords(form.problems.tooLong, { max: room }))

    await controls.message.fill('😀'.repeat(room))
    await expect(controls.message).not.toHaveAttribute('aria-invalid')
    await controls.submit.click()
    await expect(sentPanel(page).heading).toBeVisible()
    expect((await storedFor(visitor.email))[0]!.message).toBe('😀'.repeat(room))
  })
})

test.describe('when sending fails, nothing typed is lost', () => {
  async function expectKept(
    page: import('@playwright/test').Page,
    enquiry: { name: string; email: string; message: string },
  ) {
    const controls = contactForm(page)
    await expect(controls.name).toHaveValue(enquiry.name)
    await expect(controls.email).toHaveValue(enquiry.email)
    await expect(controls.message).toHaveValue(enquiry.message)
    await expect(controls.submit).toBeEnabled()
  }

  test('a refused value (400) is named in plain words, on the field', async ({ page, context }, testInfo) => {
    await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    // The form leaves hidden text to the database, which refuses a letter under five marks.
    const enquiry = {
      name: `Asha${'\u0301'.repeat(5)}`,
      email: `asha-${testInfo.project.name}@example.com`,
      message: 'Please reply.',
    }
    await fillEnquiry(page, enquiry)
    await contactForm(page).submit.click()
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(toast(page)).toContainText(notices.errorTitle)
    await expect(toast(page)).toContainText(notices.refused.name)
    await expect(contactForm(page).name).toBeFocused()
    await expect(contactForm(page).name).toHaveAttribute('aria-invalid', 'true')
    await expectKept(page, enquiry)
  })

  test('a server error (500) gets the general notice and is logged', async ({
    page,
    context,
    consoleProblems,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await failSends(page)
    await gotoHydrated(page, '/contact')
    const enquiry = { name: 'Asha Rao', email: visitor.email, message: 'Please reply.' }
    await fillEnquiry(page, enquiry)
    await contactForm(page).submit.click()
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(toast(page)).toContainText(notices.failure)
    await expectKept(page, enquiry)
    expect(consoleProblems.some((entry) => entry.type === 'error' && entry.text.includes('status 500'))).toBe(true)
    expect(await storedFor(visitor.email)).toEqual([])

    // The notice offers to send the same message by email, already written.
    const mail = new URL((await toast(page).getByRole('link', { name: notices.emailInstead }).getAttribute('href'))!)
    expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${site.contact.email}`)
    expect(mail.searchParams.get('subject')).toBe(fillWords(notices.emailSubject, { visitorName: enquiry.name }))
    expect(mail.searchParams.get('body')).toBe(`${enquiry.message}\r\n\r\n${enquiry.name}`)
  })

  test('an answer lost after the message was stored: the retry reports success and stores nothing twice', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    const enquiry = { name: 'Asha Rao', email: visitor.email, message: 'Did this arrive?' }
    await fillEnquiry(page, enquiry)

    // The first attempt reaches the database, but its answer never reaches the page: a timeout racing the commit.
    const keys: (string | undefined)[] = []
    await page.route('**/rest/v1/contact_form_submissions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      keys.push(route.request().headers()['idempotency-key'])
      if (keys.length > 1) return route.continue()
      await route.fetch()
      await route.abort('timedout')
    })
    await contactForm(page).submit.click()
    await expect(toast(page)).toContainText(notices.failure)
    await expectKept(page, enquiry)
    expect(await storedFor(visitor.email)).toHaveLength(1)

    await contactForm(page).submit.click()
    await expect(toast(page)).toContainText(notices.success)
    expect(await storedFor(visitor.email)).toHaveLength(1)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  test('leaving while the message is sending asks first; once it is stored, leaving does not', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Wait for me.' })

    const { release } = await holdSends(page)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.dismiss()
    })
    await contactForm(page).submit.click()
    await expect(contactForm(page).sending).toBeDisabled()
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => dialogs).toEqual(['beforeunload'])
    expect(page.isClosed()).toBe(false)

    release()
    await expect(toast(page)).toContainText(notices.success)
    expect(await storedFor(visitor.email)).toHaveLength(1)
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => page.isClosed()).toBe(true)
    expect(dialogs).toEqual(['beforeunload'])
  })

  test('a slow answer gives up after the timeout with the general notice', async ({ page, context }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    // The message waits on its way until the test lets it go.
    const held = await holdSends(page)
    try {
      await gotoHydrated(page, '/contact')
      // The page's clock stops an hour ahead (a pause at a time already past would fail) and from then
      // moves only when the test moves it, so the form cannot give up before the message is held.
      const installedAt = Date.now()
      await page.clock.install({ time: installedAt })
      await page.clock.pauseAt(installedAt + 60 * 60_000)
      const enquiry = { name: 'Asha Rao', email: visitor.email, message: 'Still there?' }
      await fillEnquiry(page, enquiry)
      await contactForm(page).submit.click()
      await expect(contactForm(page).sending).toBeDisabled()
      await held.arrived
      // The backend has not answered; for the page a minute passes at once, far past the form's timeout.
      await page.clock.fastForward('01:00')
      await page.clock.resume()
      await expect(toast(page)).toContainText(notices.failure)
      await expectKept(page, enquiry)
    } finally {
      held.release()
    }
  })

  test('offline, the visitor is told so, and can send once back online', async ({ page, context }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    const enquiry = { name: 'Asha Rao', email: visitor.email, message: 'Sent from a train.' }
    await fillEnquiry(page, enquiry)
    await context.setOffline(true)
    await contactForm(page).submit.click()
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(toast(page)).toContainText(notices.offline)
    await expectKept(page, enquiry)

    await context.setOffline(false)
    await contactForm(page).submit.click()
    await expect(toast(page)).toContainText(notices.success)
    expect(await storedFor(visitor.email)).toHaveLength(1)
  })

  test('too many messages from one sender are refused in plain words', async ({ page, context }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    const enquiry = { name: 'Asha Rao', email: visitor.email, message: 'Again and again.' }
    for (let sent = 0; sent < 5; sent++) {
      await fillEnquiry(page, enquiry)
      await contactForm(page).submit.click()
      await expect(toast(page)).toContainText(notices.success)
      await sendAnother(page)
      await expect(contactForm(page).name).toHaveValue('')
    }
    await fillEnquiry(page, enquiry)
    await contactForm(page).submit.click()
    await expect(toast(page)).toContainText(notices.rateLimited)
    await expectKept(page, enquiry)
    expect(await storedFor(visitor.email)).toHaveLength(5)
  })
})
