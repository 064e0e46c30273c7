import { afterEach, describe, expect, it, vi } from 'vitest'
import { requireSupportedNode } from './nodeVersion.ts'

describe('the Node version check', () => {
  afterEach(() => vi.restoreAllMocks())

  it('stops a command on a Node older than engines.node, naming both versions', () => {
    vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exited')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => requireSupportedNode('20.18.3')).toThrow('exited')
    expect(error.mock.calls[0]?.[0]).toMatch(/needs Node \^20\.19\.0 .*this is Node 20\.18\.3/)
  })

  it('lets the Node running the tests through', () => {
    expect(() => requireSupportedNode()).not.toThrow()
  })
})
