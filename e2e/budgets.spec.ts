import { expect, test, PHONE } from './support/fixtures'
import { kilobytes, listing, loadAndMeasure, scriptsOf } from './support/fetched'
import { pagePaths } from './support/routes'

test.use(PHONE)

// Every response until the network is idle after load, dynamic imports included; text gzip -9 as a host serves it,
// fonts and images as they are. Each test notes its page's figures. Raise a budget only on purpose.
const JS_BUDGET_KB = 95
const FIRST_LOAD_BUDGET_KB = 200
/** The listing shows every case study's image: it is held to the JavaScript budget only. */
const FIRST_LOAD_EXEMPT = new Set(['/case-studies'])

/** Records every layout shift of the page, with what moved, in `window.layoutShifts`. */
function recordLayoutShifts() {
  type Shift = PerformanceEntry & {
    value: number
    sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
  }
  const describe = (node?: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 4).join('.')} "${node.textContent?.trim().slice(0, 30)}"`
      : String(node?.nodeName)
  const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
    `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`
  const shifts: { at: number; text: string }[] = []
  Object.assign(window, { layoutShifts: shifts })
  new PerformanceObserver((list) => {
    // Every shift counts, hadRecentInput or not: the test gives no input, and Chromium flags as input what its phone
    // emulation does, which hid a page whose critical CSS was missing.
    for (const entry of list.getEntries() as Shift[]) {
      const moved = entry.sources.map(
        (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
      )
      shifts.push({
        at: entry.startTime,
        text: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

for (const path of pagePaths) {
  test(`${path} loads at most ${JS_BUDGET_KB} KB of JavaScript and ${FIRST_LOAD_BUDGET_KB} KB in all, preloads an image only when it is the largest paint, and does not shift while it loads, even when the stylesheet arrives last`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(recordLayoutShifts)
    // The stylesheet (fetched all the same: the bytes are any load's) waits until the page has painted with its
    // critical CSS alone; shifts before then are a half-read document's, so only those once it is let through count.
    let painted!: () => void
    const firstPaint = new Promise<void>((resolve) => (painted = resolve))
    await page.route('**/assets/*.css', async (route) => {
      await firstPaint
      await route.continue()
    })
    const loading = loadAndMeasure(page, path)
    await page.waitForFunction(
      () =>
        document.querySelector('body > link[rel="stylesheet"]') &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
    )
    const released = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    )
    painted()
    const fetched = await loading

    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { at: number; text: string }[] }).layoutShifts,
    )
    expect.soft(shifts.filter((shift) => shift.at >= released).map((shift) => shift.text)).toEqual([])

    const scripts = scriptsOf(fetched)
    const js = kilobytes(scripts)
    const all = kilobytes(fetched)
    testInfo.annotations.push({ type: 'budget', description: `${path}: JS ${js} KB, first load ${all} KB` })
    expect(scripts.length, 'the page hydrates with its own code').toBeGreaterThan(0)
    for (const { url, body } of scripts) {
      expect
        .soft(body.toString(), `${url.pathname}: supabase-js, the toast library and the video player load on use`)
        .not.toMatch(/supabase-js|data-sonner-toaster|iframe_api|YT\.Player/)
    }
    expect.soft(js, listing(scripts)).toBeLessThanOrEqual(JS_BUDGET_KB)
    if (!FIRST_LOAD_EXEMPT.has(path)) expect.soft(all, listing(fetched)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)

    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
      links.map((link) => ({
        srcset: link.getAttribute('imagesrcset') ?? '',
        sizes: link.getAttribute('imagesizes') ?? '',
      })),
    )
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
            const element = entries.at(-1)?.element
            resolve(element instanceof HTMLImageElement ? element.currentSrc : null)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    if (largest === null) {
      expect(preloads, 'the largest paint is text: no image competes with it').toEqual([])
      return
    }
    expect(preloads).toHaveLength(1)
    const [preload] = preloads
    expect(preload!.srcset, 'a preload names every width, so the browser picks the one it will show').toMatch(/ \d+w,/)
    expect(preload!.sizes).not.toBe('')
    expect(
      preload!.srcset.split(',').map((candidate) => new URL(candidate.trim().split(' ')[0]!, page.url()).href),
      'the preloaded image is the largest paint',
    ).toContain(largest)
  })
}
