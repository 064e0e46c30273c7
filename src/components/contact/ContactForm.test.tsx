import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { contactPage } from '@/content/contact'
import { ContactForm } from './ContactForm'
import { readHtml, textOf } from '../../../scripts/builder/html'

const form = contactPage.form
/** The ids of a collection in content/, from its file names. */
const entriesOf = (folder: string) =>
  readdirSync(join(import.meta.dirname, '../../../content', folder)).map((file) => file.replace(/\.yaml$/, ''))
/** The form as the server renders it, inside the site's router (its note links to other pages), read as a page. */
const rendered = () =>
  readHtml(
    `<!DOCTYPE html><html><body>${renderToStaticMarkup(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    )}</body></html>`,
  )

describe('ContactForm', () => {
  // Its words, fields and country codes are the spec's (e2e/specWords.spec.ts); how it looks is held in the browser.
  it('has the default country code chosen before hydration, and waits for hydration to send', () => {
    const page = rendered()
    expect(
      [...page.querySelectorAll('select[name="countryCode"] option[selected]')].map((option) =>
        option.getAttribute('value'),
      ),
    ).toEqual([form.defaultCountryCode])
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true)
  })

  it('offers General enquiry, each project and the other topics, with none chosen before hydration', () => {
    const topic = rendered().querySelector('select[name="topic"]')!
    const [first, ...others] = topic.querySelectorAll('option')
    expect([first!.getAttribute('value'), first!.hasAttribute('selected'), textOf(first)]).toEqual([
      '',
      true,
      form.topic.general,
    ])
    expect(others.filter((option) => option.hasAttribute('selected'))).toEqual([])
    expect([...topic.children].indexOf(first!), 'General enquiry comes first, outside the groups').toBe(0)
    expect([...topic.querySelectorAll('optgroup')].map((group) => group.getAttribute('label'))).toEqual([
      form.topic.solutionsGroup,
      form.topic.othersGroup,
    ])
    // No case study's story (a hospital's, a lender's) is offered to a school as a topic.
    const values = others.map((option) => option.getAttribute('value'))
    const solutionCount = entriesOf('solutions').length
    expect(values.slice(0, solutionCount).sort()).toEqual(entriesOf('solutions').sort())
    expect(values.slice(solutionCount)).toEqual(form.topic.others.map((topic) => topic.id))
  })
})
