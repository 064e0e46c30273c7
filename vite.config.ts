/// <reference types="vitest/config" />
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { checkBuiltLinks } from './scripts/link-check.ts'
import { onDemandFilesOf, withoutPreloadsOf } from './scripts/preloads.ts'
import { contentPlugin } from './scripts/vite-plugin-content.ts'
import { supabaseTarget } from './scripts/supabaseTarget.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ mode }) => {
  const supabase = supabaseTarget({ ...loadEnv(mode, fromRoot('.'), 'VITE_'), ...process.env })
  // The generator loads this file once per bundle: say it once.
  if (supabase.warning && mode !== 'test' && !process.env.SUPABASE_TARGET_WARNED) {
    process.env.SUPABASE_TARGET_WARNED = '1'
    console.warn(`\n⚠ ${supabase.warning}\n`)
  }
  const onDemandFiles = onDemandFilesOf(fromRoot('./dist'))
  return {
    plugins: [contentPlugin(fromRoot('./content')), imagetools(), react(), tailwindcss()],
    resolve: {
      alias: {
        '@content': fromRoot('./content'),
        '@': fromRoot('./src'),
      },
    },
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(supabase.url),
      'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(supabase.anonKey),
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      dirStyle: 'flat',
      // Critical CSS comes later with its own CSP-safe settings; until then the stylesheet links stay as built.
      beastiesOptions: false,
      // The page's own head tags are written first; the charset must lead the <head>. Code loaded on use
      // (the Supabase client, the toast library) is not preloaded.
      onPageRendered: (_route, html) =>
        withoutPreloadsOf(html, onDemandFiles())
          .replace(/\s*<meta charset="UTF-8">/, '')
          .replace('<head>', '<head><meta charset="UTF-8">'),
      async onFinished(outDir) {
        // The site has no route loaders (see src/main.tsx), so the per-page loader data the generator
        // writes is unused, and the build manifests are for the build alone: neither is published.
        const unpublished = (await readdir(outDir)).filter((entry) => entry === '.vite' || entry.startsWith('static-loader-data'))
        await Promise.all(unpublished.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })))
        await checkBuiltLinks(outDir, fromRoot('./content'))
      },
    },
    test: {
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] } },
        // The migrations against a throwaway PostgreSQL server, directly and through the local backend.
      // supabase-js wants a WebSocket class, which Node 20 has only behind a flag.
        { extends: true, test: { name: 'database', include: ['supabase/tests/**/*.test.ts'], globalSetup: 'supabase/tests/globalSetup.ts', testTimeout: 30_000, execArgv: ['--experimental-websocket'] } },
      ],
    },
  }
})
