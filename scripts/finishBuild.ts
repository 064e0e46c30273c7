import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { checkBuiltLinks } from './link-check.ts'
import { headersFile, nginxConfig, redirectsFile, vercelConfig, type HostRules } from './hosting/configs.ts'
import { contentSecurityPolicy, inlineCode, securityHeaders, sha256Source, toastStylesheets, withPolicyMeta } from './hosting/policy.ts'

export interface BuildSettings {
  /** The pages the generator rendered, such as "/home" (the 404 page's path included). */
  renderedPaths: readonly string[]
  notFoundPath: string
  redirects: Readonly<Record<string, string>>
  /** The Supabase origin the contact form posts to. */
  apiOrigin: string
  contentDir: string
}

const fileOf = (path: string) => `${path.slice(1)}.html`

/**
 * What the build does once every page is written: drops what is not for the public, checks the
 * links between pages, gives each page its Content-Security-Policy and writes the host files.
 */
export async function finishBuild(outDir: string, settings: BuildSettings): Promise<void> {
  await removeUnpublished(outDir)
  await checkBuiltLinks(outDir, settings.contentDir, settings.redirects)
  const hashes = await applyPagePolicies(outDir, settings)
  const policy = contentSecurityPolicy({ apiOrigin: settings.apiOrigin, ...hashes })
  const rules: HostRules = {
    redirects: settings.redirects,
    pagePaths: settings.renderedPaths.filter((path) => path !== settings.notFoundPath).sort(),
    headers: securityHeaders(policy),
  }
  await Promise.all([
    writeFile(join(outDir, '_headers'), headersFile(rules)),
    writeFile(join(outDir, '_redirects'), redirectsFile(rules)),
    writeFile(join(outDir, 'vercel.json'), vercelConfig(rules)),
    writeFile(join(outDir, 'nginx.conf'), nginxConfig(rules)),
  ])
}

/**
 * The build manifests are for the build alone, and the site has no route loaders (see
 * src/main.tsx), so the per-page loader data the generator writes is unused: neither is published.
 */
async function removeUnpublished(outDir: string) {
  const unpublished = (await readdir(outDir)).filter((entry) => entry === '.vite' || entry.startsWith('static-loader-data'))
  await Promise.all(unpublished.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })))
}

/**
 * Writes each page's own policy into its head: the hashes of exactly its inline scripts and styles,
 * plus the toast stylesheet, which any page may show. Returns every hash used, for the header policy
 * shared by all responses.
 */
async function applyPagePolicies(outDir: string, settings: BuildSettings) {
  const toastStyles = toastStylesheets().map(sha256Source)
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>(toastStyles)
  for (const path of settings.renderedPaths) {
    const file = join(outDir, fileOf(path))
    const html = await readFile(file, 'utf8')
    const inline = inlineCode(html)
    const scripts = inline.scripts.map(sha256Source)
    const styles = [...inline.styles.map(sha256Source), ...toastStyles]
    scripts.forEach((hash) => scriptHashes.add(hash))
    styles.forEach((hash) => styleHashes.add(hash))
    const policy = contentSecurityPolicy({ apiOrigin: settings.apiOrigin, scriptHashes: scripts, styleHashes: styles }, { forMeta: true })
    await writeFile(file, withPolicyMeta(html, policy))
  }
  return { scriptHashes, styleHashes }
}
