import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const adapters = import.meta.glob<{ WRITTEN_FOR?: string }>(['./*.ts', '!./*.test.ts'])

describe.each(Object.keys(adapters))('the adapter %s', (file) => {
  it('was written for the version installed', async () => {
    const module = `scripts/adapters/${file.slice(2)}`
    const { WRITTEN_FOR } = await adapters[file]!()
    expect(WRITTEN_FOR, `${module} names no library and version in WRITTEN_FOR`).toMatch(/^\S+ \S+$/)
    const [name, version] = WRITTEN_FOR!.split(' ')
    const installed = (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string })
      .version
    expect(
      installed,
      `${module} was written for ${WRITTEN_FOR}, and ${name} ${installed} is installed: ` +
        'when its test passes, make WRITTEN_FOR the installed version',
    ).toBe(version)
  })
})
