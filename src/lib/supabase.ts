import { createClient } from '@supabase/supabase-js'

// Created as the first send imports this module; the site has no sign-in, so it keeps no session.
export const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
})
