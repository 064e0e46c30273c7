// `npm start`'s site after each change under content/: a save (in the editor, or in a text editor) builds the site
// again, and the new pages are served once that build is complete. Until then, and after a build that fails (whose own
// message is printed), the last good build stays served. Each good build is served from a copy of dist/, because the
// next build empties dist/ while it works.
import { spawn } from 'node:child_process'
import { readdirSync, watch } from 'node:fs'
import { cp, rm } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import { join } from 'node:path'
import { builtSite } from './serve.ts'

/** `npm run build` in `projectRoot`: whether it succeeded, and all it printed. */
function build(projectRoot: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ ok: code === 0, output }))
  })
}

/**
 * Calls `changed` after each change to a file under `root`. Each folder is watched on its own: Node 20's recursive
 * watch on Linux follows files, and loses one that a save replaces (as a browser's and `sed -i` do); a folder's own
 * watch sees each file written into it. A folder added later is watched once something changes beside it.
 */
function watchFolders(root: string, changed: () => void) {
  const watched = new Set<string>()
  const watchNew = () => {
    const folders = [
      root,
      ...readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name)),
    ]
    for (const folder of folders.filter((folder) => !watched.has(folder))) {
      watched.add(folder)
      watch(folder, () => {
        watchNew()
        changed()
      })
    }
  }
  watchNew()
}

/** The site as last built, answering requests; it follows content/ from now on. */
export async function followedContent(projectRoot: string): Promise<() => RequestListener> {
  const copies = join(projectRoot, '.local', 'served')
  let generation = 0
  const takeBuild = async () => {
    const copy = join(copies, String(++generation))
    await cp(join(projectRoot, 'dist'), copy, { recursive: true })
    // The one before stays a while, for requests still reading it.
    await rm(join(copies, String(generation - 2)), { recursive: true, force: true })
    return builtSite(copy)
  }
  await rm(copies, { recursive: true, force: true })
  let served = await takeBuild()

  let building = false
  let changedSince = false
  const rebuild = async () => {
    if (building) return void (changedSince = true)
    building = true
    const started = performance.now()
    const { ok, output } = await build(projectRoot)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (ok) {
      served = await takeBuild()
      console.log(`content/ changed: the site was built again in ${seconds} s, and its new pages are served.`)
    } else {
      console.error(
        `${output.trim()}\n\ncontent/ changed, but the build failed (above): the last good build is still served.`,
      )
    }
    building = false
    if (changedSince) {
      changedSince = false
      void rebuild()
    }
  }
  // A save can be several writes (an entry and its picture): build once they have landed.
  let settle: NodeJS.Timeout | undefined
  watchFolders(join(projectRoot, 'content'), () => {
    clearTimeout(settle)
    settle = setTimeout(() => void rebuild(), 300)
  })
  return () => served
}
