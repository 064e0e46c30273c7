import type Beasties from 'beasties'

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
