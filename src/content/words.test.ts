import { describe, expect, it } from 'vitest'
import { fillParts, fillSiteWords, fillWords, wordsIn } from './words'

const site = {
  company: 'Lakeside Learning',
  replyFrom: 'Our team',
  replyTime: 'two working days',
  email: 'hello@lakeside.example',
  phone: '+91 80 1234 5678',
  researchPartner: 'Lakeside University',
  dataRegion: 'Mumbai, India',
  grievanceOfficer: 'Asha Rao',
  grievanceEmail: 'privacy@lakeside.example',
}

describe('placeholders', () => {
  it('names what a text quotes, spaces inside the braces allowed', () => {
    expect(wordsIn('{{count}} of {{ total }}, from {{company}}')).toEqual(['count', 'total', 'company'])
  })

  it('fills every name, as often as it is quoted, numbers as written', () => {
    expect(fillWords('{{count}} of {{ total }}; {{count}} shown', { count: 3, total: 7 })).toBe('3 of 7; 3 shown')
  })

  it('puts an element in a placeholder’s place, keeping the text around it', () => {
    const link = { tag: 'a' }
    expect(fillParts('Write to {{emailLink}}.', { emailLink: link })).toEqual(['Write to ', link, '.'])
    expect(fillParts('{{emailLink}}', { emailLink: link })).toEqual([link])
  })

  it('keeps one full stop where a value ends with its own, and the words after it begin with one', () => {
    const company = 'Lumen Learning Labs Pvt. Ltd.'
    expect(fillWords('Refunds are made by {{company}}. Ask {{company}}, {{count}}.', { company, count: 2 })).toBe(
      'Refunds are made by Lumen Learning Labs Pvt. Ltd. Ask Lumen Learning Labs Pvt. Ltd., 2.',
    )
    const link = { tag: 'a' }
    expect(fillParts('{{company}}. Write to {{emailLink}}.', { company, emailLink: link })).toEqual([
      company,
      ' Write to ',
      link,
      '.',
    ])
  })

  it('throws on a name it has no value for, naming it and the names it knows', () => {
    expect(() => fillWords('Reply by {{fax}}', { count: 1, total: 2 })).toThrow(
      'unknown {{fax}}; known here: count, total',
    )
    expect(() => fillWords('{{toString}}', {})).toThrow('unknown {{toString}}')
  })

  it("fills the site's words when content loads and leaves the page's own", () => {
    expect(fillSiteWords('{{company}} replies to {{visitorEmail}} within {{replyTime}}.', site)).toBe(
      'Lakeside Learning replies to {{visitorEmail}} within two working days.',
    )
  })
})
