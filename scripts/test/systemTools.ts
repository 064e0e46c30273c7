// Where the tests find the programs they drive besides Chromium (scripts/report/chromium.ts): nginx and PostgreSQL, on
// the PATH or where their Debian packages put them off a normal user's PATH.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'

/** The file `name` runs on the PATH, as the shell's `command -v` finds it. */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const path = join(dir, name)
    try {
      accessSync(path, constants.X_OK)
      if (statSync(path).isFile()) return path
    } catch {
      // Not in this folder.
    }
  }
  return undefined
}

/** nginx on the PATH, else Debian's, which is on root's PATH only. */
export const nginxPath = () => onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined)

function output(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

const DEBIAN_POSTGRES = '/usr/lib/postgresql'

/** Folders holding PostgreSQL's `initdb` and `postgres`: pg_config's, the PATH's, then Debian's, newest first. */
function postgresBinDirs(): string[] {
  const initdb = onPath('initdb')
  const debian = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_POSTGRES, version, 'bin'))
    : []
  const found = [output('pg_config', ['--bindir']), initdb && dirname(realpathSync(initdb)), ...debian]
  return [...new Set(found)].filter(
    (bin): bin is string => !!bin && existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres')),
  )
}

/** The folder of the first PostgreSQL whose server can load pg_cron; undefined when none can. */
export function postgresWithPgCron(): string | undefined {
  return postgresBinDirs().find((bin) => {
    const libDir = output(join(bin, 'pg_config'), ['--pkglibdir']) ?? join(bin, '..', 'lib')
    return ['.so', '.dylib'].some((suffix) => existsSync(join(libDir, 'pg_cron' + suffix)))
  })
}
