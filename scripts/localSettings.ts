// The local servers' ports and keys, read by the build, the servers and the tests alike.

export const sitePort = (env: NodeJS.ProcessEnv = process.env) => portFrom(env, 'SITE_PORT', 4173)
/** The local backend's port, where a build made without VITE_SUPABASE_URL sends enquiries: API_PORT, or the Supabase CLI's. */
export const apiPort = (env: NodeJS.ProcessEnv = process.env) => portFrom(env, 'API_PORT', 54321)

export const localApiUrl = (env: NodeJS.ProcessEnv = process.env) => `http://127.0.0.1:${apiPort(env)}`
/** Where `npm start` and `npm run serve` put the site, and so the origin a build uses when told none. */
export const localSiteOrigin = (env: NodeJS.ProcessEnv = process.env) => `http://localhost:${sitePort(env)}`

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535)
    throw new Error(`${name} must be a port number from 1 to 65535, not "${value}".`)
  return port
}

// The Supabase CLI's public development keys, so a build without VITE_SUPABASE_URL talks to `npm run backend` as it
// would to `supabase start`. They protect nothing: never use them for a hosted project.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
// JWTs for the roles "anon" and "service_role", signed with LOCAL_JWT_SECRET.
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
