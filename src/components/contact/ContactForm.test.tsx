import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { contactPage } from '@/content/contact'
import { ContactForm } from './ContactForm'

const form = contactPage.form
/** The ids of a collection in content/, from its file names. */
const entriesOf = (folder: string) => readdirSync(join(import.meta.dirname, '../../../content', folder)).map((file) => file.replace(/\.yaml$/, ''))

describe('ContactForm', () => {
  it('sits on a white card by default, and straight on the page in its plain variant', () => {
    const card = renderToStaticMarkup(<ContactForm />)
    const plain = renderToStaticMarkup(<ContactForm variant="plain" />)
    expect(card).toMatch(/^<div class="[^"]*bg-white[^"]*shadow-card/)
    expect(plain).not.toMatch(/^<div class="[^"]*(bg-white|shadow-card)/)
    for (const html of [card, plain]) {
      expect(html).toContain(`>${form.heading}</h2>`)
      expect(html).toContain(`>${form.subtitle}</p>`)
    }
  })

  it('renders every country code with the default selected, and waits for hydration to send', () => {
    const html = renderToStaticMarkup(<ContactForm />)
    const countryCodes = /<select name="countryCode"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? ''
    expect(countryCodes.match(/<option /g)).toHaveLength(form.countryCodes.length)
    expect(html).toContain(`<option value="${form.defaultCountryCode}" selected="">`)
    expect(html).toMatch(/<button type="submit" disabled=""/)
    expect(html).toContain('<textarea')
    expect(html).toContain('rows="4"')
  })

  it('offers General enquiry, each project and each case study as topics, with none chosen before hydration', () => {
    const html = renderToStaticMarkup(<ContactForm />)
    const topics = /<select[^>]*name="topic"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? ''
    expect(topics).toMatch(new RegExp(`^<option value="" selected="">${form.topic.general}</option>`))
    expect(topics.match(/<optgroup label="([^"]*)"/g)).toEqual([`<optgroup label="${form.topic.solutionsGroup}"`, `<optgroup label="${form.topic.caseStudiesGroup}"`])
    const [solution] = entriesOf('solutions')
    const [study] = entriesOf('case-studies')
    expect(topics).toContain(`<option value="${solution}">`)
    expect(topics).toContain(`<option value="${study}">`)
    expect(topics.match(/<option /g)).toHaveLength(1 + entriesOf('solutions').length + entriesOf('case-studies').length)
  })
})
