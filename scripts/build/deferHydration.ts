/**
 * The page's code, loaded only once the page has been shown: after the load event and the first
 * paint with content, or at once when a visitor starts to interact (a tap, a key, a focus),
 * whichever comes first. Until then the browser spends the connection on the page itself, so text
 * and images paint sooner on a slow phone; the pre-rendered page works meanwhile (links are plain
 * links, the menu opens: see index.html). On a fast connection the load event can come before the
 * first paint, hence the wait for both, and for the next idle moment after them.
 *
 * The full stylesheet is requested in the frame after the first paint (or with the code, if that
 * comes first): the page paints with its critical CSS alone, and nothing but the page itself is
 * fetched before it.
 *
 * Plain browser JavaScript, written into each page; its script element names the page's entry,
 * preloads and stylesheet (see deferHydration and deferStylesheet).
 */
const LOAD_WHEN_SHOWN = `(entry, preloads, stylesheet) => {
  let styled = false
  const style = () => {
    if (styled || !stylesheet) return
    styled = true
    document.body.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet }))
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    style()
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
  painted.then(() => requestAnimationFrame(style))
  const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true })))
  Promise.all([painted, loaded]).then(afterNextPaint)
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true })
}`

/**
 * The loader as written into every page, the same text on each: the Content-Security-Policy
 * allows it by one hash, however many pages there are. Its arguments are its element's attributes.
 */
const LOADER = `(${LOAD_WHEN_SHOWN})(document.currentScript.dataset.entry, document.currentScript.dataset.preloads.split(' ').filter(Boolean), document.currentScript.dataset.stylesheet)`

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

/**
 * Hands the full stylesheet, which the critical-CSS step leaves at the end of the body, to the
 * page's loader, which requests it once the page has painted (`LOAD_WHEN_SHOWN`). Left in the page,
 * a stylesheet the browser finds while reading it is fetched beside the page and holds its first
 * paint on a slow connection. For visitors without JavaScript the link stays, inside `<noscript>`.
 */
export function deferStylesheet(page: Document): void {
  const loader = page.querySelector('script[data-entry][data-preloads]') as HTMLScriptElement | null
  const links = [...page.querySelectorAll('body > link[rel="stylesheet"]')]
  if (!loader || links.length === 0) return
  if (links.length !== 1) throw new Error(`Expected one stylesheet at the end of the page, found ${links.length}`)
  const [link] = links as [HTMLLinkElement]
  loader.dataset.stylesheet = link.getAttribute('href') ?? ''
  const fallback = page.createElement('noscript')
  link.replaceWith(fallback)
  fallback.append(link)
}

/** What a built page's loader requests once the page is shown, or undefined for a page without one. */
export function pageCodeOf(page: Document): PageCode | undefined {
  const loader = page.querySelector('script[data-entry][data-preloads]')
  if (!loader) return undefined
  return { entry: loader.getAttribute('data-entry')!, preloads: loader.getAttribute('data-preloads')!.split(' ').filter(Boolean) }
}
