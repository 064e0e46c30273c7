import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataFolderInUse } from './database.ts'
import { startBackend, type RunningBackend } from './server.ts'

const folders: string[] = []
const running: RunningBackend[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((backend) => backend.close()))
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

async function dataFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'site-backend-'))
  folders.push(folder)
  return folder
}

// Booting the embedded database takes seconds on a busy machine: the limit only catches a hang.
const BOOTS = { timeout: 120_000 }

describe('the embedded data folder', () => {
  it(
    'is held by one backend: a second one on another port is refused, and may start once it stops',
    BOOTS,
    async () => {
      const dataDir = await dataFolder()
      const first = await startBackend({ port: 0, dataDir })

      const second = startBackend({ port: 0, dataDir })
      await expect(second).rejects.toBeInstanceOf(DataFolderInUse)
      await expect(second).rejects.toThrow(`The data folder ${dataDir} is in use by another backend`)

      // The same folder spelled another way is the same folder.
      await expect(startBackend({ port: 0, dataDir: `${dataDir}/` })).rejects.toBeInstanceOf(DataFolderInUse)
      await expect(startBackend({ port: 0, dataDir: join(dataDir, '..', basename(dataDir)) })).rejects.toBeInstanceOf(
        DataFolderInUse,
      )

      await first.close()
      running.push(await startBackend({ port: 0, dataDir }))
    },
  )

  it('goes to exactly one of several backends starting on it at once', BOOTS, async () => {
    const dataDir = await dataFolder()
    const starts = await Promise.allSettled([0, 1, 2].map(() => startBackend({ port: 0, dataDir })))
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value)
    expect(starts.filter((start) => start.status === 'fulfilled')).toHaveLength(1)
    expect(
      starts.filter((start) => start.status === 'rejected').map((start) => (start as PromiseRejectedResult).reason),
    ).toEqual([expect.any(DataFolderInUse), expect.any(DataFolderInUse)])
  })

  it('is taken over from a backend that died without letting go', BOOTS, async () => {
    const dataDir = await dataFolder()
    // Its lock, last renewed a minute ago.
    await mkdir(join(dataDir, 'backend.lock'))
    const aMinuteAgo = new Date(Date.now() - 60_000)
    await utimes(join(dataDir, 'backend.lock'), aMinuteAgo, aMinuteAgo)
    running.push(await startBackend({ port: 0, dataDir }))
  })
})
