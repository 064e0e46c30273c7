import { describe, expect, it } from 'vitest'
import { withoutInteractionRules, withPlainPropertyDefaults } from './criticalCss.ts'

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

describe('withPlainPropertyDefaults', () => {
  it("sets the properties' starting values on every element instead of registering each", () => {
    const css = [
      '@layer properties { @supports ((-webkit-hyphens: none)) { *, :before, :after { --tw-shadow: 0 0 #0000 } } }',
      '.shadow { box-shadow: var(--tw-shadow) }',
      '@supports (display: grid) { .grid { display: grid } }',
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }',
    ].join('\n')
    expect(withPlainPropertyDefaults(css)).toBe(
      ['@layer properties { *, :before, :after { --tw-shadow: 0 0 #0000 } }', '.shadow { box-shadow: var(--tw-shadow) }', '@supports (display: grid) { .grid { display: grid } }'].join('\n'),
    )
  })
})
