import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readHtml } from '../html.ts'
import { socialCardOf, socialCardWriter } from './socialCards.ts'

const page = readHtml(
  '<html><head><meta name="description" content="What we did"></head><body><h1>Forecasting  demand</h1><h1>Other</h1></body></html>',
)

describe('socialCardOf', () => {
  it("shows the page's first main heading and its description", () => {
    expect(socialCardOf('/home', page)).toEqual({ heading: 'Forecasting demand', description: 'What we did' })
  })

  it('refuses a page without either', () => {
    expect(() => socialCardOf('/terms', readHtml('<html><body><h1>Terms</h1></body></html>'))).toThrow(
      '/terms has no heading or no description for its social card',
    )
  })
})

describe('socialCardWriter', () => {
  let outDir: string
  beforeEach(async () => (outDir = await mkdtemp(join(tmpdir(), 'cards-'))))
  afterEach(() => rm(outDir, { recursive: true, force: true }))

  it("writes each page's card under social/, at the page's path", async () => {
    const writer = socialCardWriter(outDir, (card) => Promise.resolve(new TextEncoder().encode(card.heading)))
    writer.add('/case-studies/retail', page)
    await writer.written()
    expect(await readFile(join(outDir, 'social', 'case-studies', 'retail.png'), 'utf8')).toBe('Forecasting demand')
  })

  it('fails, naming the page, when a card cannot be painted', async () => {
    const writer = socialCardWriter(outDir, () => Promise.reject(new Error('no fonts')))
    writer.add('/home', page)
    await expect(writer.written()).rejects.toThrow('The social card of /home could not be painted: Error: no fonts')
  })
})
