import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { satisfies } from './nodeVersion.ts'

const range = '^20.19.0 || >=22.13.0'

describe('the Node version check', () => {
  it('accepts 20.19 and later on the 20 line, and 22.13 and later', () => {
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '22.20.1', '24.0.0'])
      expect(satisfies(version, range), version).toBe(true)
  })

  it('refuses what is older, on either line', () => {
    for (const version of ['18.20.0', '20.18.3', '20.9.0', '21.7.0', '22.12.0', '22.2.0'])
      expect(satisfies(version, range), version).toBe(false)
  })

  it('reads the range package.json states, and accepts the Node running the tests', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    expect(satisfies(process.versions.node, engines.node)).toBe(true)
  })

  it('refuses a range it cannot read rather than guess', () => {
    expect(() => satisfies('20.19.0', '20.x')).toThrow(/form this check does not read/)
  })
})
