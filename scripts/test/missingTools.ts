// Prints each program `npm run test:ci` needs and cannot find, one a line: its name, a tab, how to get it where apt-get
// is not the way (install-system-deps.sh installs the Debian packages instead).
import { nginxPath, postgresWithPgCron } from './systemTools.ts'

const missing: [string, string][] = []
if (!nginxPath()) missing.push(['nginx', 'nginx on the PATH (on a Mac: `brew install nginx`)'])
if (!postgresWithPgCron())
  missing.push([
    'pg_cron',
    'PostgreSQL and its pg_cron extension, found through pg_config or the PATH (on a Mac: `brew install postgresql@17 pg_cron`, then put `$(brew --prefix postgresql@17)/bin` on the PATH)',
  ])

for (const [name, hint] of missing) console.log(`${name}\t${hint}`)
