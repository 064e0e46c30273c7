import { LOCAL_ANON_KEY, localApiUrl, localSiteOrigin } from '../localSettings.ts'
import type { EditorSettings } from '../../src/admin/editorConfig.ts'

function httpUrl(name: string, value: string, mustBe: string): URL {
  if (!URL.canParse(value)) throw new Error(`${name} must be ${mustBe}, not "${value}".`)
  const url = new URL(value)
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must start with https://, not "${value}".`)
  return url
}

/** The origin canonical links, social cards and the sitemap point at (VITE_SITE_URL), without a trailing slash. */
export function siteOrigin(env: NodeJS.ProcessEnv): { origin: string; warning?: string } {
  const value = env.VITE_SITE_URL?.trim()
  if (!value) {
    const local = localSiteOrigin(env)
    return {
      origin: local,
      warning: `VITE_SITE_URL is not set: canonical links, social cards and the sitemap will point at ${local}. Set it to the public address, such as https://www.example.org, for a real deployment.`,
    }
  }
  const url = httpUrl('VITE_SITE_URL', value, 'an address such as https://www.example.org')
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `VITE_SITE_URL must be the site's origin alone (the site is served from the root), such as ${url.origin}, not "${value}".`,
    )
  }
  return { origin: url.origin }
}

/**
 * What is wrong with publishing this key as VITE_SUPABASE_ANON_KEY, if anything: every visitor can read it in the page's
 * JavaScript, and a key of any role but anon passes the enquiries table's row level security.
 */
export function secretKeyProblem(key: string): string | undefined {
  const useInstead = "Use the project's anon or publishable key, from its API settings."
  if (key.startsWith('sb_secret_')) return `VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…). ${useInstead}`
  const payload = /^[\w-]+\.([\w-]+)\.[\w-]+$/.exec(key)?.[1]
  if (payload === undefined) return undefined
  const role = jwtRole(payload)
  if (role === 'anon') return undefined
  return `VITE_SUPABASE_ANON_KEY is a key whose role is ${JSON.stringify(role) ?? 'unreadable'}, not "anon". ${useInstead}`
}

/** The role a JWT's payload claims; its signature cannot be checked without the project's secret. */
function jwtRole(payload: string): unknown {
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown } | null)?.role
  } catch {
    return undefined
  }
}

/** The Supabase project the contact form writes to, or the local backend (`npm run backend`) when neither is set. */
export function supabaseTarget(env: NodeJS.ProcessEnv): { url: string; anonKey: string; warning?: string } {
  const url = env.VITE_SUPABASE_URL?.trim()
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (!url && !anonKey) {
    const local = localApiUrl(env)
    return {
      url: local,
      anonKey: LOCAL_ANON_KEY,
      warning: `VITE_SUPABASE_URL is not set: the contact form will send to the local backend at ${local} (npm run backend). Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to your Supabase project for a real deployment.`,
    }
  }
  if (!url || !anonKey)
    throw new Error('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (to use the local backend).')
  const problem = secretKeyProblem(anonKey)
  if (problem) throw new Error(problem)
  return { url: httpUrl('VITE_SUPABASE_URL', url, 'a URL such as https://your-project.supabase.co').origin, anonKey }
}

/**
 * Where the content editor saves: the GitHub repository (EDITOR_REPO, "owner/name") and branch, its sign-in (a GitHub
 * token always; GitHub's own sign-in on Netlify, or through EDITOR_AUTH_URL's service), the status
 * that carries a draft's deploy preview (EDITOR_PREVIEW_CONTEXT), and the site it links to.
 */
export function editorSettings(env: NodeJS.ProcessEnv): EditorSettings & { warning?: string } {
  const repo = env.EDITOR_REPO?.trim()
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`EDITOR_REPO must name a GitHub repository as owner/name, not "${repo}".`)
  const authUrl = env.EDITOR_AUTH_URL?.trim()
  if (authUrl)
    httpUrl('EDITOR_AUTH_URL', authUrl, 'the address of the sign-in service, such as https://auth.example.org')
  const previewContext = env.EDITOR_PREVIEW_CONTEXT?.trim()
  return {
    repo: repo || 'owner/site',
    branch: env.EDITOR_BRANCH?.trim() || 'main',
    siteUrl: siteOrigin(env).origin,
    // Netlify sets NETLIFY in its builds, and gives the sign-in through GitHub itself; elsewhere, a sign-in service.
    oauth: env.NETLIFY === 'true' || Boolean(authUrl),
    ...(authUrl && { authUrl }),
    ...(previewContext && { previewContext }),
    ...(!repo && {
      warning:
        'EDITOR_REPO is not set: the editor at /admin works on this machine (npm start) but cannot sign in on the live site. Set it to the GitHub repository, such as company/website (docs/content.md).',
    }),
  }
}
