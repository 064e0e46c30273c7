import { describe, expect, it } from 'vitest'
import { findCycles } from './importCycles.ts'

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges))

describe('findCycles', () => {
  it('finds none where imports only go one way', () => {
    expect(findCycles(graph({ routes: ['layout', 'paths'], layout: ['link'], link: ['paths'], paths: [] }))).toEqual([])
  })

  it('finds a cycle through several modules, and one of a module with itself', () => {
    expect(
      findCycles(graph({ routes: ['layout'], layout: ['link'], link: ['prefetch'], prefetch: ['routes'] })),
    ).toEqual([['layout', 'link', 'prefetch', 'routes', 'layout']])
    expect(findCycles(graph({ a: ['a'] }))).toEqual([['a', 'a']])
  })
})
