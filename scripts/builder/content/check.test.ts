import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
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
  const copyOfContent = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-check-'))
    copies.push(dir)
    await cp(contentDir, dir, { recursive: true })
    return dir
  }
  /** Copies of one of the company's articles, whichever, under each of `names`. */
  const withArticles = async (names: string[]) => {
    const dir = await copyOfContent()
    const [article] = await readdir(join(dir, 'articles'))
    for (const name of names) await cp(join(dir, 'articles', article!), join(dir, 'articles', `${name}.md`))
    return dir
  }

  it("names each of a marketer's usual slips by file, line and column, says what to do, and shows no stack trace", async () => {
    const dir = await copyOfContent()
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

  it('refuses an article named after an address the site or its build already takes, and gives a name it could take', async () => {
    const taken = ['admin', '404', 'index', 'home', 'case-studies', 'contact', 'assets', 'content', 'social']
    const written = ['sitemap', 'robots', 'favicon', 'site', 'nginx', 'vercel']
    const { code, stderr } = await check(await withArticles([...taken, ...written]))
    expect(code).toBe(1)
    expect(stderr).toContain(
      'content/articles/admin.md:1:1: the page would be at /admin, which the site or its build already uses: rename it to admin-guide.md.',
    )
    for (const name of [...taken, ...written]) expect(stderr).toContain(`content/articles/${name}.md:1:1: `)
    expect(stderr).toContain(`${taken.length + written.length} problems to fix in content/`)
    expect(stderr).not.toMatch(/^\s+at /m)
  })

  it('refuses an article whose name is not a lower-case slug, and gives the slug to rename it to', async () => {
    const renames = {
      'Privacy Policy!': 'privacy-policy',
      'a;b': 'a-b',
      pay$: 'pay',
      'faq#1': 'faq-1',
      Admin: 'admin-guide',
    }
    const { code, stderr } = await check(await withArticles(Object.keys(renames)))
    expect(code).toBe(1)
    for (const [name, slug] of Object.entries(renames))
      expect(stderr).toContain(
        `content/articles/${name}.md:1:1: the file's name is the page's address, so it may hold only lower-case letters, digits and single hyphens between words: rename it to ${slug}.md.`,
      )
    expect(stderr).toContain(`${Object.keys(renames).length} problems to fix in content/`)
  })

  it('refuses a symbolic link anywhere in content/, which the build would follow: to another page, a folder or a picture', async () => {
    const dir = await copyOfContent()
    const [article] = await readdir(join(dir, 'articles'))
    await symlink(article!, join(dir, 'articles', 'index.md'))
    await symlink(article!, join(dir, 'articles', 'Refund Copy.md'))
    await symlink('/etc', join(dir, 'images', 'elsewhere'))
    const { code, stderr } = await check(dir)
    expect(code).toBe(1)
    for (const file of ['articles/index.md', 'articles/Refund Copy.md', 'images/elsewhere'])
      expect(stderr).toContain(`content/${file}:1:1: is a symbolic link, which content/ may not hold`)
  })

  it('warns of a page title a search result would cut, at its line in a YAML file and in an article, and passes', async () => {
    const dir = await copyOfContent()
    const [article] = await readdir(join(dir, 'articles'))
    const long = 'A page title longer than the sixty characters a search shows whole'
    const where: string[] = []
    for (const file of ['home.yaml', `articles/${article}`]) {
      const source = await readFile(join(dir, file), 'utf8')
      const lines = source.split('\n')
      const line = lines.findIndex((text) => text.startsWith('  title: ')) + 1
      lines[line - 1] = `  title: ${long}`
      await writeFile(join(dir, file), lines.join('\n'))
      where.push(`content/${file}:${line}:3: the page title "${long}" is ${long.length} characters`)
    }
    const { code, stderr } = await check(dir)
    expect(code).toBe(0)
    for (const warning of where) expect(stderr).toContain(`⚠ ${warning}; search results show about 60.`)
  })

  it("passes the site's own content, its articles' names included, its folder named with a closing slash", async () => {
    const { code, stdout } = await check(`${contentDir}/`)
    expect(code).toBe(0)
    expect(stdout).toContain('content/ is ready to build')
  })
})
