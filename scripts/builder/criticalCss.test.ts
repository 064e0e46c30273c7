import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { readHtml } from './html.ts'
import {
  trimCriticalCss,
  withoutEmptyBlocks,
  withoutInteractionRules as dropInteractionRules,
  withoutPrintAndTransitions as dropPrintAndTransitions,
  withoutPropertyFallback as dropPropertyFallback,
  withoutUnreadProperties as dropUnreadProperties,
} from './criticalCss.ts'

/** `css` after one step, which edits a parsed stylesheet in place, and the drop of the blocks it left empty. */
const after =
  <Rest extends unknown[]>(step: (root: postcss.Root, ...rest: Rest) => void) =>
  (css: string, ...rest: Rest) => {
    const root = postcss.parse(css)
    step(root, ...rest)
    withoutEmptyBlocks(root)
    return root.toString()
  }
const withoutInteractionRules = after(dropInteractionRules)
const withoutPropertyFallback = after(dropPropertyFallback)
const withoutPrintAndTransitions = after(dropPrintAndTransitions)
const withoutUnreadProperties = after(dropUnreadProperties)

it('withoutInteractionRules drops the rules that apply only on hover, press or focus, and keeps the rest as written', () => {
  const css = [
    '.card { color: red }',
    '@media (hover: hover) { .hover\\:bg-brand:hover { background: blue } }',
    '.group-hover\\:x:is(:where(.group):hover *) { translate: 2px }',
    '.ring:focus-visible, .ring:active { outline: 2px solid }',
    '.menu:focus, .menu[aria-expanded=true] { display: block }',
    '.x\\:hover { color: green }',
    '.not-focus\\:sr-only:not(:focus) { position: absolute }',
  ].join('\n')
  expect(withoutInteractionRules(css)).toBe(
    [
      '.card { color: red }',
      '.menu:focus, .menu[aria-expanded=true] { display: block }',
      '.x\\:hover { color: green }',
      '.not-focus\\:sr-only:not(:focus) { position: absolute }',
    ].join('\n'),
  )
})

it("withoutPropertyFallback drops the copy of the properties' starting values meant for browsers without registrations, keeping the layer's place", () => {
  const css = [
    '@layer properties { @supports ((-webkit-hyphens: none)) { *, :before, :after { --tw-shadow: 0 0 #0000 } } }',
    '@layer theme { :root { --color-ink: #0f172a } }',
    '@supports (display: grid) { .grid { display: grid } }',
    '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
  ].join('\n')
  expect(withoutPropertyFallback(css)).toBe(
    [
      '@layer properties;',
      '@layer theme { :root { --color-ink: #0f172a } }',
      '@supports (display: grid) { .grid { display: grid } }',
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
    ].join('\n'),
  )
})

it('withoutPrintAndTransitions drops print styles and transitions, and the blocks they leave empty', () => {
  const css = [
    '.link { color: blue; transition-property: color; transition-duration: .2s }',
    '.fade { transition: opacity 1s }',
    '@media print { .no-print { display: none } }',
    '@page { margin: 1cm }',
    '@media (width >= 40rem) { .wide { padding: 2rem; transition-duration: .1s } }',
  ].join('\n')
  expect(withoutPrintAndTransitions(css)).toBe(
    ['.link { color: blue }', '@media (width >= 40rem) { .wide { padding: 2rem } }'].join('\n'),
  )
})

describe('withoutUnreadProperties', () => {
  const css = [
    '@layer properties;',
    '@layer theme { :root, :host { --color-ink: #0f172a; --color-unused: red; --font-sans: system-ui; --default-font: var(--font-sans); --spacing: .25rem } }',
    '.text-ink { color: var(--color-ink) }',
    '.shadow { --tw-shadow: 0 1px #000; box-shadow: var(--tw-shadow) }',
    '.translate { --tw-translate-x: 1px }',
    '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
    '@property --tw-translate-x { syntax: "*"; inherits: false; initial-value: 0 }',
  ].join('\n')

  it('drops theme values and registrations that no rule reads, following values defined by others', () => {
    expect(withoutUnreadProperties(css)).toBe(
      [
        '@layer properties;',
        '@layer theme { :root, :host { --color-ink: #0f172a} }',
        '.text-ink { color: var(--color-ink) }',
        '.shadow { --tw-shadow: 0 1px #000; box-shadow: var(--tw-shadow) }',
        '.translate { --tw-translate-x: 1px }',
        '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
      ].join('\n'),
    )
  })

  it("keeps what the page's own style attributes read, and what a rule reads through a fallback", () => {
    const kept = withoutUnreadProperties(`${css}\n.gap { gap: var(--gap, var(--spacing)) }`, ['--default-font'])
    expect(kept).toContain('--default-font: var(--font-sans)')
    expect(kept).toContain('--font-sans: system-ui')
    expect(kept).toContain('--spacing: .25rem')
    expect(kept).not.toContain('--color-unused')
  })
})

it("trimCriticalCss trims each inline style of the page, keeping what the page's style attributes read", () => {
  const page = readHtml(
    [
      '<html><head><style>@layer theme { :root { --gap: 1rem; --unused: 0 } }',
      '@media (hover: hover) { @supports (x: y) { .a:hover { color: red } } }',
      '.b { color: blue; transition: color 1s }</style></head>',
      '<body><div style="gap: var(--gap)"></div></body></html>',
    ].join('\n'),
  )
  trimCriticalCss(page)
  expect(page.querySelector('style')?.textContent).toBe(
    ['@layer theme { :root { --gap: 1rem} }', '.b { color: blue }'].join('\n'),
  )
})
