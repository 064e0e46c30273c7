import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const contentDir = join(import.meta.dirname, '../../../content')
const check = (dir: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'check.ts'), dir]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

describe('npm run check:content', () => {
  const copies: string[] = []
  afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))))

  it("names each of a marketer's usual slips by file, line and column, says what to do, and shows no stack trace", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-check-'))
    copies.push(dir)
    await cp(contentDir, dir, { recursive: true })
    // Three of the company's case studies, whichever it has.
    const [slipped, missing, misnamed] = (await readdir(join(dir, 'case-studies'))).map((file) =>
      file.replace(/\.yaml$/, ''),
    )
    expect(misnamed, 'three case studies to make the slips in').toBeDefined()
    const edit = async (id: string, change: (source: string) => string) => {
      const file = join(dir, 'case-studies', `${id}.yaml`)
      await writeFile(file, change(await readFile(file, 'utf8')))
    }
    await edit(slipped!, (source) => source.replace(/^ {2}label:/m, '   label:'))
    await edit(missing!, (source) => source.replace(/^client: .*\n/m, ''))
    let picture = ''
    await edit(misnamed!, (source) =>
      source.replace(/^imageUrl: (.*)(\.\w+)$/m, (_line, path: string, extension: string) => {
        picture = `${path}${extension}`
        return `imageUrl: ${path}s${extension}`
      }),
    )

    const { code, stderr } = await check(dir)
    expect(code).toBe(1)
    expect(stderr).toMatch(
      new RegExp(
        `content/case-studies/${slipped}\\.yaml:\\d+:4: the text is not laid out as YAML expects here\\. Check the indentation`,
      ),
    )
    expect(stderr).toMatch(
      new RegExp(
        `content/case-studies/${missing}\\.yaml:1:1: the case study has no \`client\`: add it: the kind of organisation`,
      ),
    )
    expect(stderr).toMatch(
      new RegExp(
        `content/case-studies/${misnamed}\\.yaml:\\d+:1: there is no image at content/\\S+: did you mean ${picture.replaceAll('.', '\\.')}\\?`,
      ),
    )
    expect(stderr).toContain('3 problems to fix in content/')
    expect(stderr).not.toMatch(/^\s+at /m)
  })

  it("passes the site's own content", async () => {
    const { code, stdout } = await check(contentDir)
    expect(code).toBe(0)
    expect(stdout).toContain('content/ is ready to build')
  })
})
