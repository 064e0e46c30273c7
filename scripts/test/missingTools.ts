// Prints each program `npm run test:ci` needs and cannot find, one a line: its name, a tab, how to get it where apt-get
// is not the way (install-system-deps.sh installs the Debian packages instead).
import { nginxPath, postgresBinDir } from './systemTools.ts'

const missing: [string, string][] = []
if (!nginxPath()) missing.push(['nginx', 'nginx on the PATH (on a Mac: `brew install nginx`)'])
if (!postgresBinDir())
  missing.push([
    'postgresql',
    "PostgreSQL's initdb and postgres, found through pg_config or the PATH (on a Mac: `brew install postgresql@17`, then put `$(brew --prefix postgresql@17)/bin` on the PATH)",
  ])
if (!postgresBinDir({ library: 'pg_cron' }))
  missing.push(['pg_cron', 'the pg_cron extension for that PostgreSQL (on a Mac: `brew install pg_cron`)'])

for (const [name, hint] of missing) console.log(`${name}\t${hint}`)
