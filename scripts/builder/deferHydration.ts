// Requests the page's code once it is shown (after the load event and first paint, in either order) or on a tap,
// key or focus: until then the connection goes to the page's text and images, which work as plain HTML.
const LOAD_WHEN_SHOWN = `(entry, preloads) => {
  let started = false
  // Each request starts in a task of its own: the seventeen of the home page started in one task held a 2-core
  // machine's main thread for 7 to 26 ms, where a tap waits (four times that on a slow phone).
  const add = (tag, props) => setTimeout(() => document.head.append(Object.assign(document.createElement(tag), props)))
  const start = () => {
    if (started) return
    started = true
    add('script', { type: 'module', src: entry })
    for (const href of preloads) add('link', { rel: 'modulepreload', href })
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

// The same text on every page, its arguments in its attributes: the Content-Security-Policy allows it by one hash.
export const LOADER = `(${LOAD_WHEN_SHOWN})(document.currentScript.dataset.entry, document.currentScript.dataset.preloads.split(' ').filter(Boolean))`

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

export function pageCodeOf(page: Document) {
  const loader = page.querySelector<HTMLScriptElement>('script[data-entry][data-preloads]')
  if (!loader) return undefined
  return { entry: loader.dataset.entry!, preloads: loader.dataset.preloads!.split(' ').filter(Boolean) }
}
