import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, localApiUrl, localSiteOrigin } from '../localSettings.ts'
import { editorSettings, siteOrigin, supabaseTarget } from './buildEnv.ts'

describe('siteOrigin', () => {
  it('falls back to the local server, with a warning, when VITE_SITE_URL is not set', () => {
    const site = siteOrigin({})
    expect(site.origin).toBe(localSiteOrigin({}))
    expect(site.warning).toMatch(/VITE_SITE_URL is not set/)
  })

  it('keeps the origin without a trailing slash', () => {
    expect(siteOrigin({ VITE_SITE_URL: 'https://www.example.org/' })).toEqual({ origin: 'https://www.example.org' })
    expect(siteOrigin({ VITE_SITE_URL: ' https://Example.org ' })).toEqual({ origin: 'https://example.org' })
  })

  it('refuses what is not an origin', () => {
    expect(() => siteOrigin({ VITE_SITE_URL: 'www.example.org' })).toThrow(/must be an address/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'ftp://example.org' })).toThrow(/https/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'https://example.org/site' })).toThrow(/origin alone/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'https://example.org/?ref=1' })).toThrow(/origin alone/)
  })
})

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

  it('refuses a key of any role but anon, which every visitor would read in the page; keeps anon and publishable keys', () => {
    const project = { VITE_SUPABASE_URL: 'https://abc.supabase.co' }
    for (const key of [LOCAL_SERVICE_ROLE_KEY, 'sb_secret_example', 'eyJ.unreadable.role'])
      expect(() => supabaseTarget({ ...project, VITE_SUPABASE_ANON_KEY: key })).toThrow(
        /^VITE_SUPABASE_ANON_KEY .+ anon or publishable key, from its API settings/,
      )
    expect(() => supabaseTarget({ ...project, VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_KEY })).toThrow(
      '"service_role"',
    )
    for (const key of [LOCAL_ANON_KEY, 'sb_publishable_example'])
      expect(supabaseTarget({ ...project, VITE_SUPABASE_ANON_KEY: key }).anonKey).toBe(key)
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

describe('editorSettings', () => {
  const repo = { EDITOR_REPO: 'company/site' }

  it("reads the status that carries a draft's deploy preview, trimmed; blank is unset", () => {
    expect(editorSettings({ ...repo, EDITOR_PREVIEW_CONTEXT: ' Vercel – site ' }).previewContext).toBe('Vercel – site')
    expect(editorSettings({ ...repo, EDITOR_PREVIEW_CONTEXT: '  ' })).not.toHaveProperty('previewContext')
    expect(editorSettings(repo)).not.toHaveProperty('previewContext')
  })

  it("offers GitHub's own sign-in where it can work: on Netlify's builds, or through a sign-in service", () => {
    expect(editorSettings(repo).oauth).toBe(false)
    expect(editorSettings({ ...repo, NETLIFY: 'true', VITE_SITE_URL: 'https://www.example.org' }).oauth).toBe(true)
    expect(editorSettings({ ...repo, EDITOR_AUTH_URL: 'https://auth.example.org' }).oauth).toBe(true)
  })

  it('links to the site at the origin the rest of the build uses', () => {
    expect(editorSettings({ ...repo, VITE_SITE_URL: 'https://www.example.org/' }).siteUrl).toBe(
      'https://www.example.org',
    )
  })
})

describe("a host's build", () => {
  // Each host's build says so in its own environment; one's own computer and the project's CI do not.
  const hosts = [
    ['Netlify', { NETLIFY: 'true' }],
    ['Vercel', { VERCEL: '1' }],
    ['Cloudflare Pages', { CF_PAGES: '1' }],
  ] as const
  const project = {
    VITE_SITE_URL: 'https://www.example.org',
    VITE_SUPABASE_URL: 'https://abc.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'sb_publishable_example',
  }

  it('fails, naming what to set and where, rather than publish a form that sends enquiries to a local address', () => {
    for (const [host, env] of hosts) {
      const { VITE_SUPABASE_URL: _url, VITE_SUPABASE_ANON_KEY: _key, ...noProject } = project
      expect(() => supabaseTarget({ ...env, ...noProject })).toThrow(
        new RegExp(
          `^VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set in ${host}'s build.+in ${host}'s environment variables`,
        ),
      )
      const { VITE_SITE_URL: _site, ...noSite } = project
      expect(() => siteOrigin({ ...env, ...noSite })).toThrow(
        new RegExp(`^VITE_SITE_URL is not set in ${host}'s build.+in ${host}'s environment variables`),
      )
      expect(supabaseTarget({ ...env, ...project }).url).toBe(project.VITE_SUPABASE_URL)
      expect(siteOrigin({ ...env, ...project }).origin).toBe(project.VITE_SITE_URL)
    }
  })

  it("elsewhere only warns, so work on one's own computer needs no real values", () => {
    for (const env of [{}, { CI: 'true' }, { NETLIFY: 'false' }]) {
      expect(supabaseTarget(env).warning).toMatch(/^VITE_SUPABASE_URL is not set: the contact form will send/)
      expect(siteOrigin(env).warning).toMatch(/^VITE_SITE_URL is not set: canonical links/)
    }
  })
})
