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
 * The stylesheet without Tailwind's fallback for browsers that cannot register custom properties.
 * Tailwind gives each of its properties a starting value twice: by `@property` registrations, and
 * again on every element (`*, :before, …`) inside an `@supports` that only browsers without
 * registrations match (Safari before 16.4, Firefox before 128). The second copy is a quarter of a
 * page's critical CSS; the full stylesheet, which follows at once, still carries it for those
 * browsers. Its layer stays declared, first, so the layers keep their order.
 */
export function withoutPropertyFallback(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties' && layer.nodes?.every((node) => node.type === 'atrule' && node.name === 'supports')) {
      layer.replaceWith(postcss.atRule({ name: 'layer', params: 'properties' }))
    }
  })
  return root.toString()
}

/** The critical-CSS step, reading each stylesheet once, without its interaction rules and property fallback. */
export class FirstPaintCss extends Beasties {
  private readonly sheets = new Map<string, Promise<string>>()

  override readFile(filename: string): Promise<string> {
    let sheet = this.sheets.get(filename)
    if (!sheet) this.sheets.set(filename, (sheet = readFile(filename, 'utf8').then((css) => withoutPropertyFallback(withoutInteractionRules(css)))))
    return sheet
  }
}
