import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Beasties from 'beasties'
import { expect, it } from 'vitest'
import { criticalCssOptions } from '../builder/criticalCss.ts'
import { readHtml } from '../builder/html.ts'
import { WRITTEN_FOR, withoutContainerMark } from './beasties.ts'

const ADAPTER = `scripts/adapters/beasties.ts (written for ${WRITTEN_FOR})`

it('leaves the page the attributes it had, once beasties has inlined its critical CSS', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'beasties-'))
  await writeFile(join(dir, 'site.css'), 'p{color:red}')
  const html = await new Beasties({ ...criticalCssOptions, path: dir, logLevel: 'silent' }).process(
    '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/site.css"></head><body><p>Hi</p></body></html>',
  )
  await rm(dir, { recursive: true })
  const page = readHtml(html)
  expect(page.querySelector('style')?.textContent).toBe('p{color:red}')
  expect(page.documentElement.getAttributeNames(), `${ADAPTER}: beasties no longer marks the page`).not.toEqual([
    'lang',
  ])
  withoutContainerMark(page)
  expect(
    page.documentElement.getAttributeNames(),
    `${ADAPTER}: beasties leaves a mark the adapter does not remove`,
  ).toEqual(['lang'])
})
