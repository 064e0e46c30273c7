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
