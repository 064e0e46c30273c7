import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readHtml } from './html'
import { findBrokenLinks, linkSources } from './linkCheck'

const page = (body: string) => `<!DOCTYPE html><html><body><main id="main">${body}</main></body></html>`

/** The pages as the build holds them: a map from path to HTML. */
const findBroken = (
  pages: Record<string, string>,
  ...rest: Parameters<typeof findBrokenLinks> extends [unknown, ...infer R] ? R : never
) => findBrokenLinks(new Map(Object.entries(pages).map(([path, html]) => [path, readHtml(html)])), ...rest)

describe('findBrokenLinks', () => {
  const pages = {
    '/home': page('<section id="solutions"></section><a href="/home#solutions">Ours</a><a href="#main">Skip</a>'),
    '/contact': page(
      '<a class="x" href="/home#solutions">Back</a><a href="https://example.org/">Out</a><a href="mailto:a@b.c">Mail</a>',
    ),
    '/404': page('<a href="#main">Skip</a><a href="/">Return</a>'),
  }

  const redirects = { '/': '/home' }

  it('accepts links to existing pages and anchors, and ignores other sites', () => {
    expect(findBroken(pages, redirects)).toEqual([])
  })

  it('follows a redirect to its page, anchors included', () => {
    expect(
      findBroken({ ...pages, '/contact': page('<a href="/#solutions">x</a><a href="/#nowhere">y</a>') }, redirects),
    ).toEqual([{ page: '/contact', href: '/#nowhere' }])
    expect(findBroken(pages), 'without the redirect, / is no page').toEqual([{ page: '/404', href: '/' }])
  })

  it('reports a link to a path with no page, or to the 404 page, which answers 404', () => {
    expect(
      findBroken({ ...pages, '/contact': page('<a href="/solution">x</a><a href="/404">y</a>') }, redirects),
    ).toEqual([
      { page: '/contact', href: '/solution' },
      { page: '/contact', href: '/404' },
    ])
  })

  it('reports an anchor missing from its page, whether written with the path or alone', () => {
    const broken = findBroken(
      {
        ...pages,
        '/home': page('<section id="solutions"></section><a href="/home#solution">a</a><a href="#solution">b</a>'),
      },
      redirects,
    )
    expect(broken).toEqual([
      { page: '/home', href: '/home#solution' },
      { page: '/home', href: '#solution' },
    ])
  })
})

describe('linkSources', () => {
  it('names the content file and field a link is written in', async () => {
    // The tests' own content (so the company may rewrite its links), with one link in a YAML file and one in an article
    // leading nowhere.
    const dir = await mkdtemp(join(tmpdir(), 'content-'))
    await cp(join(import.meta.dirname, 'content', 'fixtures', 'filled'), dir, { recursive: true })
    const home = await readFile(join(dir, 'home.yaml'), 'utf8')
    await writeFile(join(dir, 'home.yaml'), home.replace('href: /home#solutions', 'href: /nowhere'))
    await mkdir(join(dir, 'articles'))
    await writeFile(join(dir, 'articles', 'terms.md'), 'See [the policy](/nowhere).\n')
    expect(await linkSources(dir, '/nowhere')).toEqual([
      'content/articles/terms.md',
      'content/home.yaml: hero.secondary.href',
    ])
    await rm(dir, { recursive: true, force: true })
  })
})
