import { describe, expect, it } from 'vitest'
import * as icons from './icons'

describe('the icons of the site', () => {
  it('each has a drawing: shapes with their attributes', () => {
    for (const [name, drawing] of Object.entries(icons)) {
      expect(drawing, name).toBeInstanceOf(Array)
      expect(drawing.length, name).toBeGreaterThan(0)
      for (const [tag, attributes] of drawing) {
        expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse'], `${name}: ${tag}`).toContain(tag)
        expect(Object.keys(attributes).length, `${name}: ${tag}`).toBeGreaterThan(1)
      }
    }
  })
})
