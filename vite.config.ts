/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { finishBuild } from './scripts/builder/finishBuild.ts'
import { editorSettings, siteOrigin, supabaseTarget } from './scripts/builder/buildEnv.ts'
import { contentPlugin } from './scripts/builder/contentPlugin.ts'
import { criticalCssOptions } from './scripts/builder/criticalCss.ts'
import { clientManifestOf } from './scripts/builder/preloads.ts'
import { tidyRenderedPage } from './scripts/builder/renderedPage.ts'
import { entryModules } from './scripts/builder/entryModules.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** A setting the build cannot go on with is a person's to fix: it is said as its message alone, and the build stops. */
function orStop<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`)
    process.exit(1)
  }
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, fromRoot('.'), 'VITE_'), ...process.env }
  const [supabase, site, { warning: editorWarning, ...editor }] = orStop(
    () => [supabaseTarget(env), siteOrigin(env), editorSettings(env)] as const,
  )
  const warnings = [supabase.warning, site.warning, editorWarning].filter(Boolean)
  // The generator loads this file once per bundle: say it once.
  if (warnings.length > 0 && mode !== 'test' && !process.env.BUILD_TARGET_WARNED) {
    process.env.BUILD_TARGET_WARNED = '1'
    console.warn(warnings.map((warning) => `\n⚠ ${warning}\n`).join(''))
  }
  const contentDir = fromRoot('./content')
  const clientManifest = clientManifestOf(fromRoot('./dist'))
  return {
    build: {
      // A page's code is listed in its HTML (scripts/builder/preloads.ts), and a link's is fetched when a pointer rests
      // on it (SmartLink), so Vite's helper that fetches a dynamic import's chunks side by side earns nothing on a first
      // load, and costs 1 KB (gzip) on every page: off, a followed link's page may wait one round trip for its parts.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // What most pages share, in one file instead of seven small ones that each cost their wrapper and their own
          // compression: /home 97.8 to 96.0 KB of JavaScript, /contact 96.9 to 95.3 (the budget test's figures). A
          // picture's sizes stay with the pages that show it, even when many studies show the same one.
          codeSplitting: {
            groups: [{ name: 'shared', minShareCount: 6, test: (id) => !/[\\/]content[\\/]images[\\/]/.test(id) }],
          },
        },
      },
    },
    plugins: [contentPlugin(contentDir), entryModules(contentDir), imagetools(), react(), tailwindcss()],
    resolve: {
      alias: {
        '@content': contentDir,
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
      beastiesOptions: criticalCssOptions,
      // The development server renders pages on request, as they are: the build finishes them.
      ...(command === 'build' && {
        onPageRendered: (_path: string, html: string) => tidyRenderedPage(html, clientManifest()),
        onFinished: (outDir: string) =>
          finishBuild(outDir, {
            apiOrigin: supabase.url,
            siteOrigin: site.origin,
            contentDir,
            template: fromRoot('./index.html'),
            editor,
          }),
      }),
    },
    test: {
      // Vitest leaves a core free by default; with two, that halved the unit tests' speed (85 s against 51 s).
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
          },
        },
        // On the embedded database `npm start` runs. Booting it takes seconds on a busy machine: the limits only catch a
        // hang. supabase-js wants a WebSocket class, which Node 20 has only behind a flag.
        {
          extends: true,
          test: {
            name: 'database',
            include: ['supabase/tests/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 180_000,
            execArgv: ['--experimental-websocket'],
          },
        },
        // Part of `npm run test:ci`: what needs a real PostgreSQL server (each file says why).
        {
          extends: true,
          test: {
            name: 'database-server',
            include: ['supabase/tests/server/*.test.ts'],
            // One file at a time: each makes a database of its own, but roles are the whole server's, and two files
            // creating them at once collide.
            fileParallelism: false,
            globalSetup: 'supabase/tests/server/globalSetup.ts',
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }
})
