// `npm test` needs Node and a Chromium, nothing else: its servers start where no PostgreSQL, nginx or package manager
// can be found, for a user who is not root. The start-up the end-to-end tests use runs again here, with every such
// program on its PATH replaced by one that writes down that it was asked for; as root, it runs as `nobody`.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../scripts/test/freePort'

const SERVERS_AND_INSTALLERS = ['postgres', 'initdb', 'pg_ctl', 'pg_config', 'psql', 'nginx', 'apt-get', 'sudo', 'brew']

// Boots the embedded database and PostgREST on a busy machine: the limit only catches a hang.
test.describe.configure({ timeout: 5 * 60_000 })

test("npm test's servers start with no PostgreSQL, nginx or installer to be found, as a user who is not root", async () => {
  const folder = await mkdtemp(join(tmpdir(), 'start-up-'))
  try {
    const asked = join(folder, 'asked.log')
    await writeFile(asked, '')
    await chmod(folder, 0o755)
    await chmod(asked, 0o666)
    for (const name of SERVERS_AND_INSTALLERS) {
      await writeFile(join(folder, name), `#!/bin/sh\necho ${name} >> ${asked}\nexit 127\n`)
      await chmod(join(folder, name), 0o755)
    }
    // As root, the start-up runs as nobody, where nobody can read the project: a checkout inside a folder only root
    // may enter stays root's, and the test says so.
    const root = process.getuid?.() === 0
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody']))
    const nobody = root ? { uid: id('-u'), gid: id('-g') } : undefined
    const tsx = resolve('node_modules/tsx/package.json')
    const asNobody =
      !!nobody &&
      spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(tsx)})`], nobody).status === 0
    if (root && !asNobody) test.info().annotations.push({ type: 'as root', description: 'nobody cannot read it here' })
    const startUp = `
      const { default: globalSetup } = await import('./e2e/globalSetup.ts')
      const stop = await globalSetup()
      const answers = await Promise.all([process.env.E2E_PORT, process.env.API_PORT].map((port) =>
        fetch('http://127.0.0.1:' + port + '/').then((response) => response.status)))
      console.log('answered ' + answers.join(' ') + ' as ' + process.getuid())
      await stop()`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', startUp], {
      env: {
        PATH: [folder, dirname(process.execPath)].join(':'),
        HOME: folder,
        E2E_PORT: String(await freePort()),
        API_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asNobody ? nobody : {}),
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((exited) => child.once('exit', exited))
    expect(code, output).toBe(0)
    expect(output).toMatch(new RegExp(`answered 200 \\d+ as ${asNobody ? nobody!.uid : process.getuid!()}`))
    expect((await readFile(asked, 'utf8')).split('\n').filter(Boolean), 'programs asked for').toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
