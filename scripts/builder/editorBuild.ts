// The content editor at /admin (src/admin/): built on its own after the pages, so not one byte of it reaches a page.
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { EDITOR_PATH } from '../../src/paths.ts'
import type { EditorSettings } from '../../src/admin/editorConfig.ts'
import { addPolicyMeta, editorPolicy } from '../hosting/policy.ts'
import { readHtml } from './html.ts'
import { contentPlugin } from './contentPlugin.ts'

const root = join(import.meta.dirname, '..', '..')
export const EDITOR_ASSETS = 'assets/editor'

export async function buildEditor(builtSite: string, settings: EditorSettings): Promise<void> {
  const outDir = resolve(builtSite)
  await build({
    configFile: false,
    root: join(root, 'src', 'admin'),
    logLevel: 'warn',
    plugins: [contentPlugin(join(root, 'content'), { checkFirst: false }), react(), tailwindcss()],
    resolve: { alias: { '@content': join(root, 'content'), '@': join(root, 'src') } },
    define: { __EDITOR_SETTINGS__: JSON.stringify(settings) },
    build: {
      outDir,
      emptyOutDir: false,
      // Apart from the pages' code: hashed, and cached as theirs is, but never loaded by a page.
      assetsDir: EDITOR_ASSETS,
      // Sveltia CMS is one large module that the editor loads at once; it is no page's weight.
      chunkSizeWarningLimit: 3000,
      rollupOptions: {
        input: join(root, 'src', 'admin', 'admin.html'),
      },
    },
  })
  const file = join(outDir, `${EDITOR_PATH}.html`)
  const page = readHtml(await readFile(file, 'utf8'))
  addPolicyMeta(page, editorPolicy())
  await writeFile(file, page.toString())
}
