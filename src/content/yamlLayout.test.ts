import { describe, expect, it } from 'vitest'
import { laidOut, writeYaml } from './yamlLayout.ts'

const file = `# What the home page says.
title: Pilots that measure
hero:
  # The first words a visitor reads.
  heading: "Pioneering AI"
  lead: >-
    We help schools try AI where it matters most.
results:
  - One
  - Two
`

describe('writeYaml', () => {
  it('changes only the lines of the value that changed, keeping comments, quoting and order', () => {
    const data = {
      title: 'Pilots that measure',
      hero: { heading: 'Pioneering AI in education', lead: 'We help schools try AI where it matters most.' },
      results: ['One', 'Two'],
    }
    const written = writeYaml(data, file)
    const changed = written.split('\n').filter((line, index) => line !== file.split('\n')[index])
    expect(changed).toEqual(['  heading: "Pioneering AI in education"'])
  })

  it('adds and removes list items and fields, and leaves out what is undefined', () => {
    const data = {
      title: 'Pilots that measure',
      hero: { heading: 'Pioneering AI', lead: undefined },
      results: ['One', 'Two', 'Three'],
      extra: 'New',
    }
    expect(writeYaml(data, file)).toBe(`# What the home page says.
title: Pilots that measure
hero:
  # The first words a visitor reads.
  heading: "Pioneering AI"
results:
  - One
  - Two
  - Three
extra: New
`)
  })

  it('writes a new file in the layout a file already laid out keeps', () => {
    const data = { title: 'A', list: ['x', 'y'], nested: { a: 1 } }
    const written = writeYaml(data)
    expect(laidOut(written)).toBe(written)
    expect(written).toBe('title: A\nlist:\n  - x\n  - y\nnested:\n  a: 1\n')
  })
})
