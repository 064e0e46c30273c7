/**
 * The local backend's keys (its address is in ../ports.ts). They are the Supabase CLI's well-known
 * development values, so a build made without VITE_SUPABASE_URL talks to `npm run backend` the way
 * it would to `supabase start`. They protect nothing and must never be used for a hosted project.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
/** The anon key: a JWT for role "anon", signed with LOCAL_JWT_SECRET. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
