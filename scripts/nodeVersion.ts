import { readFileSync } from 'node:fs'
import { satisfies } from 'semver'

/** Stops a command at its start on a Node older than `engines.node`, naming both, rather than later on a missing function. */
export function requireSupportedNode(version = process.versions.node): void {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string }
  }
  if (satisfies(version, engines.node)) return
  console.error(`This project needs Node ${engines.node}; this is Node ${version}. Install a newer Node and try again.`)
  process.exit(1)
}
