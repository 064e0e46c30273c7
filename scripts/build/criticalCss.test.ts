import { describe, expect, it } from 'vitest'
import { withoutInteractionRules, withoutPropertyFallback } from './criticalCss.ts'

describe('withoutInteractionRules', () => {
  it('drops the rules that apply only on hover, press or focus, and keeps the rest as written', () => {
    const css = [
      '.card { color: red }',
      '@media (hover: hover) { .hover\\:bg-brand:hover { background: blue } }',
      '.group-hover\\:x:is(:where(.group):hover *) { translate: 2px }',
      '.ring:focus-visible, .ring:active { outline: 2px solid }',
      '.menu:focus, .menu[aria-expanded=true] { display: block }',
      '.x\\:hover { color: green }',
    ].join('\n')
    expect(withoutInteractionRules(css)).toBe(['.card { color: red }', '.menu:focus, .menu[aria-expanded=true] { display: block }', '.x\\:hover { color: green }'].join('\n'))
  })
})

describe('withoutPropertyFallback', () => {
  it("drops the copy of the properties' starting values meant for browsers without registrations, keeping the layer's place", () => {
    const css = [
      '@layer properties { @supports ((-webkit-hyphens: none)) { *, :before, :after { --tw-shadow: 0 0 #0000 } } }',
      '@layer theme { :root { --color-ink: #0f172a } }',
      '@supports (display: grid) { .grid { display: grid } }',
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
    ].join('\n')
    expect(withoutPropertyFallback(css)).toBe(
      ['@layer properties;', '@layer theme { :root { --color-ink: #0f172a } }', '@supports (display: grid) { .grid { display: grid } }', '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }'].join('\n'),
    )
  })
})
