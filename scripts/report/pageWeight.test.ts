import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { filesOf, pageWeight } from './pageWeight.ts'

const page = readHtml(`<!DOCTYPE html><html><head>
  <link rel="stylesheet" href="/assets/app.css">
  <link rel="modulepreload" href="/assets/react.js">
  <link rel="stylesheet" href="https://fonts.example.org/font.css">
  <link rel="icon" href="/favicon.svg">
</head><body><main>
  <img src="data:image/webp;base64,UklG" alt aria-hidden="true">
  <picture><source type="image/avif" srcset="/assets/a-480.avif 480w, /assets/a-800.avif 800w"><img src="/assets/a.webp" alt=""></picture>
  <img src="/assets/a.webp" alt="">
</main>
<script type="module" src="/assets/entry.js"></script>
<script data-entry="/assets/app.js" data-preloads="/assets/react.js /assets/Home.js">load(document.currentScript.dataset)</script>
<script type="application/ld+json">{"url":"/assets/data.js"}</script>
</body></html>`)

describe('the weight of a page as a phone loads it', () => {
  it("lists each file of the site the page asks for once: stylesheets, scripts, the loader's scripts and images", () => {
    expect(Object.fromEntries(filesOf(page))).toEqual({
      '/assets/app.css': 'css',
      '/assets/entry.js': 'js',
      '/assets/react.js': 'js',
      '/assets/app.js': 'js',
      '/assets/Home.js': 'js',
      '/assets/a-480.avif': 'images',
      '/assets/a.webp': 'images',
    })
  })

  it('adds the HTML and sums each kind, and names the files the build lacks', () => {
    const sizes: Record<string, number> = {
      'home.html': 1000,
      'assets/app.css': 200,
      'assets/entry.js': 10,
      'assets/react.js': 20,
      'assets/app.js': 30,
      'assets/a-480.avif': 400,
      'assets/a.webp': 600,
    }
    expect(pageWeight(page, 'home.html', (file) => sizes[file])).toEqual({
      bytes: { html: 1000, css: 200, js: 60, images: 1000 },
      total: 2260,
      missing: ['/assets/Home.js'],
    })
  })
})
