import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrokenLinks, linkSources } from './link-check'

const page = (body: string) => `<!DOCTYPE html><html><body><main id="main">${body}</main></body></html>`

describe('findBrokenLinks', () => {
  const pages = {
    '/home': page('<section id="solutions"></section><a href="/home#solutions">Ours</a><a href="#main">Skip</a>'),
    '/contact': page('<a class="x" href="/home#solutions">Back</a><a href="https://example.org/">Out</a><a href="mailto:a@b.c">Mail</a>'),
    '/404': page('<a href="#main">Skip</a><a href="/">Return</a>'),
  }

  const redirects = { '/': '/home' }

  it('accepts links to existing pages and anchors, and ignores other sites', () => {
    expect(findBrokenLinks(pages, redirects)).toEqual([])
  })

  it('follows a redirect to its page, anchors included', () => {
    expect(findBrokenLinks({ ...pages, '/contact': page('<a href="/#solutions">x</a><a href="/#nowhere">y</a>') }, redirects)).toEqual([
      { page: '/contact', href: '/#nowhere' },
    ])
    expect(findBrokenLinks(pages), 'without the redirect, / is no page').toEqual([{ page: '/404', href: '/' }])
  })

  it('reports a link to a path with no page', () => {
    expect(findBrokenLinks({ ...pages, '/contact': page('<a href="/solution">x</a>') }, redirects)).toEqual([{ page: '/contact', href: '/solution' }])
  })

  it('reports an anchor missing from its page, whether written with the path or alone', () => {
    const broken = findBrokenLinks({ ...pages, '/home': page('<section id="solutions"></section><a href="/home#solution">a</a><a href="#solution">b</a>') }, redirects)
    expect(broken).toEqual([
      { page: '/home', href: '/home#solution' },
      { page: '/home', href: '#solution' },
    ])
  })

  it('reports links to the 404 page, which answers 404', () => {
    expect(findBrokenLinks({ ...pages, '/home': page('<section id="solutions"></section><a href="/404">x</a>') }, redirects)).toEqual([{ page: '/home', href: '/404' }])
  })
})

describe('linkSources', () => {
  it('names the content file and field a link is written in', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'))
    await mkdir(join(dir, 'legal'))
    await writeFile(join(dir, 'home.yaml'), 'hero:\n  actions:\n    - label: Go\n      href: /nowhere\n')
    await writeFile(join(dir, 'legal', 'terms.md'), 'See [the policy](/nowhere).')
    await writeFile(join(dir, 'site.yaml'), 'name: x\n')
    expect(await linkSources(dir, '/nowhere')).toEqual(['content/home.yaml: hero.actions[0].href', 'content/legal/terms.md'])
  })
})
