import { readFile } from 'node:fs/promises'
import Beasties from 'beasties'
import postcss from 'postcss'

/**
 * How each page gets its critical CSS: inline, with the full stylesheet moved to the end of the
 * body, where it no longer blocks the first paint and needs no inline event handler (which the
 * Content-Security-Policy forbids).
 *
 * Tailwind's `space-*` utilities select children through `:where(… > :not(:last-child))`, which
 * the critical-CSS step cannot evaluate and would leave out: lists would grow when the stylesheet
 * arrives, shifting the page. They are few and small, so every page carries them.
 */
export const criticalCssOptions = (outDir: string): ConstructorParameters<typeof Beasties>[0] => ({
  path: outDir,
  external: true,
  preload: 'body',
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  allowRules: [/^:where\(\.space-[xy]-/],
  logLevel: 'warn',
})

/** A selector that only matches while the visitor points at, presses or focuses something. */
const INTERACTION = /(?<!\\):(hover|active|focus|focus-visible|focus-within)\b/

/**
 * The stylesheet without the rules that apply only on interaction (hover, focus, press): nothing
 * is pointed at or focused before the first paint, and the full stylesheet, which has them, arrives
 * right after. Inlining them would cost every page about 0.4 KB compressed.
 */
export function withoutInteractionRules(css: string): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION.test(selector))) rule.remove()
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

/**
 * The stylesheet with its custom properties' starting values set by one plain rule instead of an
 * `@property` registration each. Tailwind writes both: `@property --tw-shadow { initial-value: … }`
 * for browsers that register properties, and the same values on every element (`*, :before, …`)
 * inside `@supports` for those that do not. Set on every element, the values are the same in
 * every browser, and the rule is half the size of the registrations; the full stylesheet, which
 * arrives after the first paint, registers them as Tailwind wrote.
 */
export function withPlainPropertyDefaults(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules('property', (registration) => {
    registration.remove()
  })
  root.walkAtRules('supports', (fallback) => {
    const layer = fallback.parent
    if (layer?.type === 'atrule' && (layer as postcss.AtRule).name === 'layer' && (layer as postcss.AtRule).params === 'properties') fallback.replaceWith(fallback.nodes ?? [])
  })
  return root.toString()
}

/** The critical-CSS step, reading each stylesheet once, without its interaction rules and registrations. */
export class FirstPaintCss extends Beasties {
  private readonly sheets = new Map<string, Promise<string>>()

  override readFile(filename: string): Promise<string> {
    let sheet = this.sheets.get(filename)
    if (!sheet) this.sheets.set(filename, (sheet = readFile(filename, 'utf8').then((css) => withPlainPropertyDefaults(withoutInteractionRules(css)))))
    return sheet
  }
}
