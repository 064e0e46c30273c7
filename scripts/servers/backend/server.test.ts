import { mkdtemp, rm, writeFile } from 'node:fs/promises'
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
    'is held by one backend: a second one on another port is refused with the holder named, and may start once it stops',
    BOOTS,
    async () => {
      const dataDir = await dataFolder()
      const first = await startBackend({ port: 0, dataDir })

      const second = startBackend({ port: 0, dataDir })
      await expect(second).rejects.toBeInstanceOf(DataFolderInUse)
      await expect(second).rejects.toThrow(
        `The data folder ${dataDir} is in use by another backend (process ${process.pid})`,
      )

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
    // A process id that cannot be running: above the kernel's limit.
    await writeFile(join(dataDir, 'backend.lock'), '99999999')
    running.push(await startBackend({ port: 0, dataDir }))
  })

  it('is refused to a backend in another process', BOOTS, async () => {
    const dataDir = await dataFolder()
    // The parent of this test runner is alive and is not this process.
    await writeFile(join(dataDir, 'backend.lock'), String(process.ppid))
    await expect(startBackend({ port: 0, dataDir })).rejects.toThrow(`(process ${process.ppid})`)
  })
})
