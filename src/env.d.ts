interface ImportMetaEnv {
  /** The Supabase project the contact form writes to (the local backend when the build was given none). */
  readonly VITE_SUPABASE_URL: string
  readonly VITE_SUPABASE_ANON_KEY: string
  /** The public origin of the site, such as "https://www.example.org" (no trailing slash). */
  readonly VITE_SITE_URL: string
}
