import { describe, expect, it } from 'vitest'
import { withoutInteractionRules } from './criticalCss.ts'

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
