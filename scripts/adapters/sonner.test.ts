import { expect, it, vi } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { WRITTEN_FOR, toastStylesheets } from './sonner.ts'

it('gives the stylesheet sonner writes into the page as it loads', async () => {
  const page = readHtml('<!DOCTYPE html><html><head></head><body></body></html>')
  vi.stubGlobal('document', page)
  await import('sonner')
  expect(
    [...page.querySelectorAll('style')].map((style) => style.textContent),
    `scripts/adapters/sonner.ts (written for ${WRITTEN_FOR}): sonner writes other styles than the policy allows`,
  ).toEqual([toastStylesheets()[1]])
})
