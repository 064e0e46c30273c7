import { readFileSync } from 'node:fs'

/**
 * Stops a command at its start when Node is older than `engines.node` in package.json says (the
 * build tools need 20.19 or 22.13, the local backend 20.18), with a message that names both
 * versions, instead of failing later on a missing function. `engine-strict` in .npmrc does the same
 * for `npm install`.
 */
export function requireSupportedNode(version = process.versions.node): void {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string }
  }
  if (satisfies(version, engines.node)) return
  console.error(
    `This project needs Node ${engines.node}; this is Node ${version}. Install a newer Node (20.19 or later) and try again.`,
  )
  process.exit(1)
}

/** Whether `version` meets a range of `^a.b.c` and `>=a.b.c` alternatives joined by `||`, the only forms engines uses here. */
export function satisfies(version: string, range: string): boolean {
  const [major, minor, patch] = numbers(version)
  return range.split('||').some((alternative) => {
    const [, operator, bound] = /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative) ?? []
    if (!operator || !bound)
      throw new Error(`engines.node in package.json has a form this check does not read: "${alternative.trim()}"`)
    const [lowMajor, lowMinor, lowPatch] = numbers(bound)
    const atLeast = major !== lowMajor ? major > lowMajor : minor !== lowMinor ? minor > lowMinor : patch >= lowPatch
    return atLeast && (operator === '>=' || major === lowMajor)
  })
}

const numbers = (version: string) => version.split('.').map(Number) as [number, number, number]
