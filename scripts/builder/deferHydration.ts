/**
 * The page's code, loaded only once the page has been shown: after the load event and the first
 * paint with content, or at once when a visitor starts to interact (a tap, a key, a focus),
 * whichever comes first. Until then the browser spends the connection on the page itself, so text
 * and images paint sooner on a slow phone; the pre-rendered page works meanwhile (links are plain
 * links, the menu opens: see index.html). On a fast connection the load event can come before the
 * first paint, hence the wait for both, and for the next idle moment after them.
 *
 * Plain browser JavaScript, written into each page; its script element names the page's entry and
 * preloads (see deferHydration).
 */
const LOAD_WHEN_SHOWN = `(entry, preloads) => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry }))
  }
  // After the next frame, once the browser is idle: images that arrived with the load event get painted first.
  const whenIdle = window.requestIdleCallback ? (run) => requestIdleCallback(run, { timeout: 1000 }) : (run) => setTimeout(run, 50)
  const afterNextPaint = () => requestAnimationFrame(() => whenIdle(start))
  const painted = new Promise((resolve) => {
    if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve()
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true })))
  Promise.all([painted, loaded]).then(afterNextPaint)
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true })
}`

/**
 * The loader as written into every page, the same text on each: the Content-Security-Policy
 * allows it by one hash, however many pages there are. Its arguments are its element's attributes.
 */
const LOADER = `(${LOAD_WHEN_SHOWN})(document.currentScript.dataset.entry, document.currentScript.dataset.preloads.split(' ').filter(Boolean))`

/** The code a page runs once shown: its entry module, and the modules preloaded with it. */
export interface PageCode {
  entry: string
  preloads: string[]
}

/**
 * Moves a page's module script and its preloads out of the HTML into an inline script at the end of
 * the body that requests them once the page is shown (`LOAD_WHEN_SHOWN`).
 */
export function deferHydration(page: Document): void {
  const entries = [...page.querySelectorAll('script[type="module"][src]')]
  if (entries.length !== 1) throw new Error(`Expected one module script in the page, found ${entries.length}`)
  const preloads = [...page.querySelectorAll('link[rel="modulepreload"]')]
  const loader = page.createElement('script')
  loader.dataset.entry = entries[0]!.getAttribute('src') ?? ''
  loader.dataset.preloads = preloads.map((link) => link.getAttribute('href')).join(' ')
  loader.textContent = LOADER
  for (const element of [...entries, ...preloads]) element.remove()
  page.body.append(loader)
}

/** What a built page's loader requests once the page is shown, or undefined for a page without one. */
export function pageCodeOf(page: Document): PageCode | undefined {
  const loader = page.querySelector('script[data-entry][data-preloads]')
  if (!loader) return undefined
  return {
    entry: loader.getAttribute('data-entry')!,
    preloads: loader.getAttribute('data-preloads')!.split(' ').filter(Boolean),
  }
}
