/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { finishBuild } from './scripts/build/finishBuild.ts'
import { requireSupportedNode } from './scripts/nodeVersion.ts'
import { onDemandFilesOf } from './scripts/build/preloads.ts'
import { tidyRenderedPage } from './scripts/build/renderedPage.ts'
import { siteOrigin } from './scripts/build/siteOrigin.ts'
import { contentPlugin } from './scripts/build/contentPlugin.ts'
import { supabaseTarget } from './scripts/build/supabaseTarget.ts'
import { NOT_FOUND_PATH, redirects } from './src/paths.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ mode }) => {
  requireSupportedNode()
  const env = { ...loadEnv(mode, fromRoot('.'), 'VITE_'), ...process.env }
  const supabase = supabaseTarget(env)
  const site = siteOrigin(env)
  const warnings = [supabase.warning, site.warning].filter(Boolean)
  // The generator loads this file once per bundle: say it once.
  if (warnings.length > 0 && mode !== 'test' && !process.env.BUILD_TARGET_WARNED) {
    process.env.BUILD_TARGET_WARNED = '1'
    console.warn(warnings.map((warning) => `\n⚠ ${warning}\n`).join(''))
  }
  const onDemandFiles = onDemandFilesOf(fromRoot('./dist'))
  const renderedPaths: string[] = []
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
      'import.meta.env.VITE_SITE_URL': JSON.stringify(site.origin),
    },
    ssgOptions: {
      entry: 'src/main.tsx',
      dirStyle: 'flat',
      // Critical CSS inline; the full stylesheet moves to the end of the body, where it no longer blocks
      // the first paint and needs no inline event handler (which the Content-Security-Policy forbids).
      // Tailwind's `space-*` utilities select children through `:where(… > :not(:last-child))`, which the
      // critical-CSS step cannot evaluate and would leave out: lists would grow when the stylesheet
      // arrives, shifting the page. They are few and small, so every page carries them.
      beastiesOptions: {
        preload: 'body',
        pruneSource: false,
        inlineFonts: false,
        preloadFonts: false,
        allowRules: [/^:where\(\.space-[xy]-/],
        logLevel: 'warn',
      },
      onPageRendered: (path, html) => {
        renderedPaths.push(path)
        return tidyRenderedPage(html, onDemandFiles())
      },
      onFinished: (outDir) =>
        finishBuild(outDir, { renderedPaths, notFoundPath: NOT_FOUND_PATH, redirects, apiOrigin: supabase.url, siteOrigin: site.origin, contentDir: fromRoot('./content') }),
    },
    test: {
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'] } },
        // The migrations against a throwaway PostgreSQL server, directly and through the local backend.
        // Booting a server and migrating a database takes seconds on a busy machine: the limits only
        // catch a hang. supabase-js wants a WebSocket class, which Node 20 has only behind a flag.
        {
          extends: true,
          test: {
            name: 'database',
            include: ['supabase/tests/**/*.test.ts'],
            globalSetup: 'supabase/tests/globalSetup.ts',
            testTimeout: 120_000,
            hookTimeout: 180_000,
            execArgv: ['--experimental-websocket'],
          },
        },
      ],
    },
  }
})
