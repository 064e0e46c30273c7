import { LOCAL_ANON_KEY, localApiUrl, localSiteOrigin } from '../localSettings.ts'
import type { EditorSettings } from '../../src/admin/editorConfig.ts'

function httpUrl(name: string, value: string, mustBe: string): URL {
  if (!URL.canParse(value)) throw new Error(`${name} must be ${mustBe}, not "${value}".`)
  const url = new URL(value)
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must start with https://, not "${value}".`)
  return url
}

/** The host building the site for the web, as its own build environment says; none on one's own computer or in CI. */
export function hostBuilding(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NETLIFY === 'true') return 'Netlify'
  if (env.VERCEL === '1') return 'Vercel'
  if (env.CF_PAGES === '1') return 'Cloudflare Pages'
  return undefined
}

/** `warning`, of a local stand-in for a setting left unset; on a host, what it builds visitors get: its build fails. */
function unsetOnHost(env: NodeJS.ProcessEnv, warning: string, onHost: (host: string) => string): string {
  const host = hostBuilding(env)
  if (host) throw new Error(onHost(host))
  return warning
}

/** The origin canonical links, social cards and the sitemap point at (VITE_SITE_URL), without a trailing slash. */
export function siteOrigin(env: NodeJS.ProcessEnv): { origin: string; warning?: string } {
  const value = env.VITE_SITE_URL?.trim()
  if (!value) {
    const local = localSiteOrigin(env)
    return {
      origin: local,
      warning: unsetOnHost(
        env,
        `VITE_SITE_URL is not set: canonical links, social cards and the sitemap will point at ${local}. Set it to the public address, such as https://www.example.org, for a real deployment.`,
        (host) =>
          `VITE_SITE_URL is not set in ${host}'s build: the site it publishes would point its canonical links, social cards and sitemap at ${local}. Set it to the public address, such as https://www.example.org, in ${host}'s environment variables (docs/deploying.md).`,
      ),
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
  if (!isJwt(key)) return undefined
  const { role } = jwtClaims(key)
  if (role === 'anon') return undefined
  return `VITE_SUPABASE_ANON_KEY is a key whose role is ${JSON.stringify(role) ?? 'unreadable'}, not "anon". ${useInstead}`
}

const isJwt = (key: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key)

/** What a JWT's payload claims (Supabase's keys: the `role`, and the project's `ref`); its signature cannot be checked
 * without the project's secret. Nothing for what is not a JWT. */
export function jwtClaims(key: string): { role?: unknown; ref?: unknown } {
  try {
    const claims: unknown = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null ? claims : {}
  } catch {
    return {}
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
      warning: unsetOnHost(
        env,
        `VITE_SUPABASE_URL is not set: the contact form will send to the local backend at ${local} (npm run backend). Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to your Supabase project for a real deployment.`,
        (host) =>
          `VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set in ${host}'s build: the contact form it publishes would send every enquiry to ${local}, the visitor's own computer, and lose it. Set both to your Supabase project's in ${host}'s environment variables (docs/deploying.md).`,
      ),
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
    oauth: hostBuilding(env) === 'Netlify' || Boolean(authUrl),
    ...(authUrl && { authUrl }),
    ...(previewContext && { previewContext }),
    ...(!repo && {
      warning:
        'EDITOR_REPO is not set: the editor at /admin works on this machine (npm start) but cannot sign in on the live site. Set it to the GitHub repository, such as company/website (docs/content.md).',
    }),
  }
}
