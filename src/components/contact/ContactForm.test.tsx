import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pages } from '@/content'
import { ContactForm } from './ContactForm'

const form = pages.contact.form

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

  it('renders the fifteen country codes with the default selected, and waits for hydration to send', () => {
    const html = renderToStaticMarkup(<ContactForm />)
    expect(html.match(/<option /g)).toHaveLength(15)
    expect(html).toContain(`<option value="${form.defaultCountryCode}" selected="">`)
    expect(html).toMatch(/<button type="submit" disabled=""/)
    expect(html).toContain('<textarea')
    expect(html).toContain('rows="4"')
  })
})
