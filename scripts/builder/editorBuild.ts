// The content editor at /admin (src/admin/): built on its own after the pages, so not one byte of it reaches a page.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { imagetools } from 'vite-imagetools'
import { EDITOR_PATH } from '../../src/paths.ts'
import { editorConfig, type EditorSettings } from '../../src/admin/editorConfig.ts'
import { addPolicyMeta, editorPolicy } from '../hosting/policy.ts'
import { readHtml } from './html.ts'
import { contentPlugin } from './contentPlugin.ts'

const root = join(import.meta.dirname, '..', '..')
export const EDITOR_ASSETS = 'assets/editor'

export async function buildEditor(builtSite: string, settings: EditorSettings): Promise<void> {
  const outDir = resolve(builtSite)
  await build({
    configFile: false,
    // The project's root, as the site's: its previews import pages that list content/ from there.
    root,
    logLevel: 'warn',
    // As the site's build: the previews draw the site's own pages, pictures included.
    plugins: [contentPlugin(join(root, 'content'), { checkFirst: false }), imagetools(), react(), tailwindcss()],
    resolve: { alias: { '@content': join(root, 'content'), '@': join(root, 'src') } },
    // Made here, from the schemas, rather than by the editor's first screen.
    define: { __EDITOR_CONFIG__: JSON.stringify(editorConfig(settings)) },
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
  // Written where its source stands, src/admin/admin.html: served as /admin.
  const written = join(outDir, 'src')
  const page = readHtml(await readFile(join(written, 'admin', 'admin.html'), 'utf8'))
  addPolicyMeta(page, editorPolicy())
  await writeFile(join(outDir, `${EDITOR_PATH}.html`), page.toString())
  await rm(written, { recursive: true })
}
