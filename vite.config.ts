/// <reference types="vitest/config" />
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { checkBuiltLinks } from './scripts/link-check.ts'
import { contentPlugin } from './scripts/vite-plugin-content.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  plugins: [contentPlugin(fromRoot('./content')), imagetools(), react(), tailwindcss()],
  resolve: {
    alias: {
      '@content': fromRoot('./content'),
      '@': fromRoot('./src'),
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // Critical CSS comes later with its own CSP-safe settings; until then the stylesheet links stay as built.
    beastiesOptions: false,
    // The page's own head tags are written first; the charset must lead the <head>.
    onPageRendered: (_route, html) => html.replace(/\s*<meta charset="UTF-8">/, '').replace('<head>', '<head><meta charset="UTF-8">'),
    async onFinished(outDir) {
      // The site has no route loaders (see src/main.tsx), so the per-page loader data the generator
      // writes is unused, and the build manifests are for the build alone: neither is published.
      const unpublished = (await readdir(outDir)).filter((entry) => entry === '.vite' || entry.startsWith('static-loader-data'))
      await Promise.all(unpublished.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })))
      await checkBuiltLinks(outDir, fromRoot('./content'))
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
})
