/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project the contact form writes to (the local backend when the build was given none). */
  readonly VITE_SUPABASE_URL: string
  /** That project's public anon key. */
  readonly VITE_SUPABASE_ANON_KEY: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
