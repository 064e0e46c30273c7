import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ClientLogos, Team } from './Showcase'
import { readHtml, textOf } from '../../../scripts/builder/html'

const image = {
  sources: { avif: '/a.avif 480w', webp: '/a.webp 480w' },
  img: { src: '/a.webp', w: 480, h: 240 },
  placeholder: 'data:image/webp;base64,AA==',
}

const read = (element: React.ReactNode) =>
  readHtml(`<!DOCTYPE html><html><body>${renderToStaticMarkup(element)}</body></html>`)

describe('the sections that wait for the company’s own material', () => {
  it('stay out of the page while their lists are empty', () => {
    expect(renderToStaticMarkup(<ClientLogos content={{ heading: 'Clients', logos: [] }} />)).toBe('')
    expect(renderToStaticMarkup(<Team content={{ heading: 'Team', people: [] }} />)).toBe('')
  })

  it('name each client by its logo’s text alternative', () => {
    const page = read(
      <ClientLogos
        content={{
          heading: 'Clients',
          logos: [
            { name: 'Hill School', imageUrl: image },
            { name: 'River College', imageUrl: image },
          ],
        }}
      />,
    )
    expect(textOf(page.querySelector('h2'))).toBe('Clients')
    expect([...page.querySelectorAll('li img[alt]:not([alt=""])')].map((img) => img.getAttribute('alt'))).toEqual([
      'Hill School',
      'River College',
    ])
  })

  it('give each person their name and role', () => {
    const page = read(
      <Team content={{ heading: 'Team', people: [{ name: 'Asha Rao', role: 'Research Lead', imageUrl: image }] }} />,
    )
    expect([...page.querySelectorAll('li h3, li p')].map(textOf)).toEqual(['Asha Rao', 'Research Lead'])
  })
})
