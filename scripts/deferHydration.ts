/**
 * The page's code, loaded only once the page has been shown: at the load event, or at once when a
 * visitor starts to interact (a tap, a key, a focus), whichever comes first. Until then the browser
 * spends the connection on the page itself, so text and images paint sooner on a slow phone; the
 * pre-rendered page works meanwhile (links are plain links, the menu opens: see index.html).
 *
 * Plain browser JavaScript, written into each page with its entry and preloads as arguments.
 */
const LOAD_WHEN_SHOWN = `(entry, preloads) => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry }))
  }
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}`

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Moves a page's module script and its preloads from the HTML into an inline script at the end of
 * the body that requests them once the page is shown (`loadWhenShown`).
 */
export function deferHydration(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!)
  if (entries.length !== 1) throw new Error(`Expected one module script in the page, found ${entries.length}`)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const loader = `(${LOAD_WHEN_SHOWN})(${JSON.stringify(entries[0])}, ${JSON.stringify(preloads)})`
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `<script>${loader}</script></body>`)
}
