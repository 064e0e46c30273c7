import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criticalCssOptions } from './criticalCss.ts'
import { readHtml } from './html.ts'
import { pageWork, type PageWork } from './pageWork.ts'

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2b4fd1"/></svg>'
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"></head><body><h1 class="title">Hello</h1></body></html>`

// The thread loads the image and CSS libraries when it starts: the limits only catch a hang.
describe('the page thread', { timeout: 60_000 }, () => {
  let outDir: string
  let work: PageWork

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'page-work-'))
    await writeFile(join(outDir, 'app.css'), '.title { color: red } .unused { color: blue }')
    work = pageWork(() =>
      Promise.resolve({
        brand: { name: 'Acme', host: 'example.org', logo: LOGO },
        criticalCss: criticalCssOptions(outDir),
      }),
    )
  })

  afterAll(async () => {
    await work.stop()
    await rm(outDir, { recursive: true, force: true })
  })

  it('inlines the rules a page uses and loads the stylesheet at the end of the body', async () => {
    const finished = readHtml(await work.criticalCss(page))
    expect(finished.querySelector('head style')?.textContent).toBe('.title{color:red}')
    expect(finished.querySelector('body > link[rel="stylesheet"]')?.getAttribute('href')).toBe('/app.css')
  })

  it('paints a 1200 × 630 PNG card', async () => {
    const png = Buffer.from(await work.paintCard({ heading: 'Hello', description: 'A page' }))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  it('fails each task with the reason when the thread cannot start', async () => {
    const broken = pageWork(() => Promise.reject(new Error('no favicon.svg in the build')))
    await expect(broken.criticalCss(page)).rejects.toThrow('no favicon.svg in the build')
    await expect(broken.paintCard({ heading: 'Hello', description: 'A page' })).rejects.toThrow(
      'no favicon.svg in the build',
    )
  })

  it('fails what is sent after it stopped, naming why', async () => {
    const stopped = pageWork(() =>
      Promise.resolve({
        brand: { name: 'Acme', host: 'example.org', logo: LOGO },
        criticalCss: criticalCssOptions(outDir),
      }),
    )
    await stopped.criticalCss(page)
    await stopped.stop()
    await expect(stopped.criticalCss(page)).rejects.toThrow(/stopped/)
  })
})
