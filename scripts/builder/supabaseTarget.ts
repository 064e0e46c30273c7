import { LOCAL_ANON_KEY, localApiUrl } from '../localSettings.ts'

export interface SupabaseTarget {
  url: string
  anonKey: string
  /** Set when the build falls back to the local backend. */
  warning?: string
}

/**
 * Which Supabase project the built contact form writes to: VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, or the local backend (`npm run backend`) when neither is set.
 */
export function supabaseTarget(env: Record<string, string | undefined>): SupabaseTarget {
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
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be a URL such as https://your-project.supabase.co, not "${url}".`)
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`VITE_SUPABASE_URL must start with https://, not "${url}".`)
  return { url: parsed.origin, anonKey }
}
