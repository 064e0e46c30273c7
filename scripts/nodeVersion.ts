import { readFileSync } from 'node:fs'
import { satisfies } from 'semver'

/**
 * Stops a command at its start when Node is older than `engines.node` in package.json says, with a
 * message that names both versions, instead of failing later on a missing function. `engine-strict`
 * in .npmrc does the same for `npm install`.
 */
export function requireSupportedNode(version = process.versions.node): void {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string }
  }
  if (satisfies(version, engines.node)) return
  console.error(`This project needs Node ${engines.node}; this is Node ${version}. Install a newer Node and try again.`)
  process.exit(1)
}
