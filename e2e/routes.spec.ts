import { expect, test } from './support/fixtures'
import { headingsIn, mainText, metaContent, titleOf } from './support/html'
import { pagePaths } from './support/routes'

for (const path of pagePaths) {
  test.describe(`route ${path}`, () => {
    test('answers 200 with its heading, copy and head in the HTML itself', async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      // In bytes, not as parsed: a browser looks for the charset in the first bytes of the response.
      expect(
        html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">'),
        'language and charset come first',
      ).toBe(true)

      const [heading, ...otherH1s] = headingsIn(html)
      expect(heading, 'one non-empty h1').toBeTruthy()
      expect(otherH1s).toEqual([])
      expect(mainText(html).length, 'main copy beyond the heading').toBeGreaterThan(heading!.length + 40)
      expect(titleOf(html)).toBeTruthy()
      expect(metaContent(html, 'description')).toBeTruthy()
    })
  })
}

test('every page has its own title and description', async ({ request }) => {
  const heads = await Promise.all(
    pagePaths.map(async (path) => {
      const html = await (await request.get(path)).text()
      return { title: titleOf(html), description: metaContent(html, 'description') }
    }),
  )
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
  expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
})
