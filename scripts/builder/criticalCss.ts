import type { Options } from 'beasties'
import postcss from 'postcss'

// The full stylesheet goes to the end of the body, where it blocks no paint and needs no inline handler (which the
// policy forbids). beasties cannot evaluate `space-*` selectors: lists would shift, so every page carries them.
export const criticalCssOptions: Options = {
  preload: 'body',
  inlineFonts: false,
  preloadFonts: false,
  allowRules: [/^:where\(\.space-[xy]-/],
}

const INTERACTION = /(?<!\\):(hover|active|focus|focus-visible|focus-within)\b/

/**
 * Rules that apply only on hover, press or focus: nothing is pointed at before the first paint (0.4 KB gzip). A rule
 * for what is *not* focused (`:not(:focus)`, the skip link hidden until Tab) applies from the first paint: it stays.
 */
export function withoutInteractionRules(root: postcss.Root): void {
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION.test(selector.replace(/:not\([^()]*\)/g, '')))) rule.remove()
  })
}

// Tailwind's copy of its properties' starting values for browsers without `@property` (Safari < 16.4, Firefox < 128):
// a quarter of a page's critical CSS. The layer stays declared, so the layers keep their order.
export function withoutPropertyFallback(root: postcss.Root): void {
  root.walkAtRules('layer', (layer) => {
    if (
      layer.params === 'properties' &&
      layer.nodes?.every((node) => node.type === 'atrule' && node.name === 'supports')
    ) {
      layer.replaceWith(postcss.atRule({ name: 'layer', params: 'properties' }))
    }
  })
}

/** Print styles and transitions, which only animate a change still to come. */
export function withoutPrintAndTransitions(root: postcss.Root): void {
  root.walkAtRules((atRule) => {
    if (atRule.name === 'page' || (atRule.name === 'media' && atRule.params === 'print')) atRule.remove()
  })
  root.walkDecls(/^transition/, (declaration) => {
    declaration.remove()
  })
}

// Theme values and `@property` registrations nothing on the page reads, nor its `style` attributes (`alsoRead`).
export function withoutUnreadProperties(root: postcss.Root, alsoRead: readonly string[] = []): void {
  const isThemeRule = (node: postcss.Node) =>
    node.type === 'rule' &&
    (node as postcss.Rule).selectors.every((selector) => selector === ':root' || selector === ':host')
  // Removing a value can leave another unread (one theme value defined by another): repeat until none goes.
  for (let removed = true; removed;) {
    const read = new Set(alsoRead)
    root.walkDecls((declaration) => {
      for (const name of readProperties(declaration.value)) read.add(name)
    })
    removed = false
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop) || !isThemeRule(declaration.parent!)) return
      declaration.remove()
      removed = true
    })
    root.walkAtRules('property', (registration) => {
      if (read.has(registration.params)) return
      registration.remove()
      removed = true
    })
  }
}

const readProperties = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!)

export function withoutEmptyBlocks(container: postcss.Container): void {
  container.each((node) => {
    if ((node.type !== 'rule' && node.type !== 'atrule') || !node.nodes) return
    withoutEmptyBlocks(node)
    if (node.nodes.length === 0) node.remove()
  })
}

/** A page's inlined CSS without what its first paint cannot use; the full stylesheet, which follows, keeps it all. */
export function trimCriticalCss(page: Document): void {
  const inlineReads = [...page.querySelectorAll('[style]')].flatMap((element) =>
    readProperties(element.getAttribute('style') ?? ''),
  )
  for (const style of page.querySelectorAll('style')) {
    const root = postcss.parse(style.textContent ?? '')
    withoutInteractionRules(root)
    withoutPropertyFallback(root)
    withoutPrintAndTransitions(root)
    withoutUnreadProperties(root, inlineReads)
    withoutEmptyBlocks(root)
    style.textContent = root.toString()
  }
}
