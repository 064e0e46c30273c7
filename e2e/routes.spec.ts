import { expect, test } from './support/fixtures'
import { headingsIn, mainText, metaContent, titleOf } from './support/html'
import { pagePaths } from './support/routes'

test('every route answers 200 with its heading, copy and head in the HTML itself, each its own title and description', async ({
  request,
}) => {
  const heads = []
  for (const path of pagePaths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    // In bytes, not as parsed: a browser looks for the charset in the first bytes of the response.
    expect(
      html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">'),
      `${path}: language and charset come first`,
    ).toBe(true)
    const [heading, ...otherH1s] = headingsIn(html)
    expect(heading, `${path}: one non-empty h1`).toBeTruthy()
    expect(otherH1s, path).toEqual([])
    expect(mainText(html).length, `${path}: main copy beyond the heading`).toBeGreaterThan(heading!.length + 40)
    heads.push({ title: titleOf(html), description: metaContent(html, 'description') })
  }
  expect(heads.every((head) => head.title && head.description)).toBe(true)
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
  expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
})
