import type { Options } from 'beasties'
import postcss from 'postcss'

/**
 * How the generator's critical-CSS step (beasties) treats each page: the rules the page uses are
 * inlined, and the full stylesheet moves to the end of the body, where it no longer blocks the first
 * paint and needs no inline event handler (which the Content-Security-Policy forbids).
 *
 * Tailwind's `space-*` utilities select children through `:where(… > :not(:last-child))`, which
 * beasties cannot evaluate and would leave out: lists would grow when the stylesheet arrives,
 * shifting the page. They are few and small, so every page carries them.
 */
export const criticalCssOptions: Options = {
  external: true,
  preload: 'body',
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  allowRules: [/^:where\(\.space-[xy]-/],
  logLevel: 'warn',
}

/** A selector that only matches while the visitor points at, presses or focuses something. */
const INTERACTION = /(?<!\\):(hover|active|focus|focus-visible|focus-within)\b/

/**
 * The stylesheet without the rules that apply only on interaction (hover, focus, press): nothing
 * is pointed at or focused before the first paint, and the full stylesheet, which has them, arrives
 * right after. Inlining them would cost every page about 0.4 KB compressed.
 */
export function withoutInteractionRules(root: postcss.Root): void {
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION.test(selector))) rule.remove()
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
}

/**
 * The stylesheet without Tailwind's fallback for browsers that cannot register custom properties.
 * Tailwind gives each of its properties a starting value twice: by `@property` registrations, and
 * again on every element (`*, :before, …`) inside an `@supports` that only browsers without
 * registrations match (Safari before 16.4, Firefox before 128). The second copy is a quarter of a
 * page's critical CSS; the full stylesheet, which follows at once, still carries it for those
 * browsers. Its layer stays declared, first, so the layers keep their order.
 */
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

/**
 * The stylesheet without what cannot change the first paint: print styles, and transitions, which
 * only animate a change still to come. The full stylesheet, which follows at once, has both.
 */
export function withoutPrintAndTransitions(root: postcss.Root): void {
  root.walkAtRules((atRule) => {
    if (atRule.name === 'page' || (atRule.name === 'media' && atRule.params === 'print')) atRule.remove()
  })
  root.walkDecls(/^transition/, (declaration) => {
    declaration.remove()
  })
  withoutEmptyBlocks(root)
}

/**
 * A page's critical CSS without the custom properties nothing on the page reads: theme values
 * (`:root { --color-… }`) and property registrations (`@property --tw-…`) that only rules left
 * out of this page use. The stylesheet declares every value any page needs; one page reads a
 * fraction of them. A value read by the page's own `style` attributes (`alsoRead`) stays.
 */
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
  withoutEmptyBlocks(root)
}

/** The custom properties a CSS value reads: `var(--name…)`. */
export function readProperties(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!)
}

/** The stylesheet without rules and at-rule blocks left empty, emptied parents included. */
function withoutEmptyBlocks(root: postcss.Root): void {
  const removeIfEmpty = (node: postcss.Container | postcss.Document | undefined): void => {
    if (!node || node.type === 'root' || node.type === 'document' || (node.nodes?.length ?? 1) > 0) return
    const parent = node.parent
    node.remove()
    removeIfEmpty(parent)
  }
  const blocks: postcss.Container[] = []
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) blocks.push(node)
  })
  blocks.forEach(removeIfEmpty)
}

/**
 * A page's inlined critical CSS without what its first paint cannot use (interaction rules, the
 * property fallback, print and transitions, custom properties nothing on the page reads). The full
 * stylesheet, which follows at once, keeps all of it.
 */
export function trimCriticalCss(page: Document): void {
  const inlineReads = [...page.querySelectorAll('[style]')].flatMap((element) =>
    readProperties(element.getAttribute('style') ?? ''),
  )
  // Each style is parsed once and passes through every step.
  for (const style of page.querySelectorAll('style')) {
    const root = postcss.parse(style.textContent ?? '')
    withoutInteractionRules(root)
    withoutPropertyFallback(root)
    withoutPrintAndTransitions(root)
    withoutUnreadProperties(root, inlineReads)
    style.textContent = root.toString()
  }
}
