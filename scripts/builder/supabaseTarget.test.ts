import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, localApiUrl } from '../localSettings.ts'
import { supabaseTarget } from './supabaseTarget.ts'

describe('supabaseTarget', () => {
  it('falls back to the local backend, with a warning, when nothing is set', () => {
    const target = supabaseTarget({})
    expect(target).toMatchObject({ url: localApiUrl({}), anonKey: LOCAL_ANON_KEY })
    expect(target.warning).toMatch(/VITE_SUPABASE_URL is not set/)
  })

  it('uses the configured project, as an origin', () => {
    expect(supabaseTarget({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'key' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'key',
    })
  })

  it('refuses half a configuration or a malformed URL', () => {
    expect(() => supabaseTarget({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/both/)
    expect(() => supabaseTarget({ VITE_SUPABASE_ANON_KEY: 'key' })).toThrow(/both/)
    expect(() => supabaseTarget({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toThrow(
      /must be a URL/,
    )
    expect(() => supabaseTarget({ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toThrow(
      /https/,
    )
  })
})
