import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../localSettings.ts'
import { launchProblems } from './launchCheck.ts'

/** A small content set with every detail filled in (scripts/builder/content/fixtures/filled). */
const filled = join(import.meta.dirname, 'content', 'fixtures', 'filled')
const live = {
  VITE_SITE_URL: 'https://www.lakeside-learning.in',
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6ImFiY2QifQ.live',
}

/** What a company's content holds until it fills in its details: file, field, the value, and what the check says of it. */
const placeholders = [
  ['site.yaml', 'name', 'Acme AI Labs', 'names "Acme", the placeholder company'],
  ['site.yaml', 'footer.copyrightHolder', 'Acme AI Labs', 'names "Acme", the placeholder company'],
  ['site.yaml', 'contact.email', 'hello@example.com', 'is an example.com address'],
  ['site.yaml', 'contact.phone', '+91 80 0000 0000', 'is a made-up number'],
  ['site.yaml', 'contact.office.lines[0]', 'Example Coworking, 2nd Floor', 'names "Example"'],
  [
    'site.yaml',
    'social.professionalNetwork.href',
    'https://www.linkedin.com/company/example',
    'is a placeholder profile',
  ],
  ['site.yaml', 'social.codeHosting.href', 'https://github.com/example', 'is a placeholder profile'],
  ['site.yaml', 'footer.company.links[0].href', 'https://www.example.org/about', 'is on example.com'],
  ['solutions/tutor.yaml', 'video.videoId', 'FILL-ME-TUT', 'is a placeholder video id'],
  ['case-studies/attendance-pilot.yaml', 'video.videoId', 'FILL-ME-ATT', 'is a placeholder video id'],
].map(([file, field, value, says]) => ({ file: file!, field: field!, value: value!, says: says! }))

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A copy of the filled-in fixture with each `{ file, field, value }` written in. */
async function fixtureWith(values: { file: string; field: string; value: string }[]) {
  const dir = await mkdtemp(join(tmpdir(), 'launch-content-'))
  folders.push(dir)
  await cp(filled, dir, { recursive: true })
  for (const { file, field, value } of values) {
    const doc = parseDocument(await readFile(join(dir, file), 'utf8'))
    doc.setIn(
      field
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      value,
    )
    await writeFile(join(dir, file), String(doc))
  }
  return dir
}

describe('launchProblems', () => {
  it('finds nothing in filled-in content built for public addresses', () => {
    expect(launchProblems(filled, live)).toEqual([])
  })

  it('names each placeholder by file and field, and nothing else', async () => {
    const problems = launchProblems(await fixtureWith(placeholders), live)
    expect(problems.sort()).toEqual(
      placeholders.map(({ file, field, says }) => `content/${file}: ${field} ${says}`).sort(),
    )
  })

  it('leaves alone copy that only shows what an address looks like', async () => {
    const lead = {
      file: 'home.yaml',
      field: 'hero.lead',
      value: 'Write to us from an address such as name@example.com.',
    }
    expect(launchProblems(await fixtureWith([lead]), live)).toEqual([])
  })

  it('says when the build would point at no address or at this machine', () => {
    expect(launchProblems(filled, {})).toEqual([
      expect.stringMatching(/^VITE_SITE_URL is not set/),
      expect.stringMatching(/^VITE_SUPABASE_URL is not set/),
      'VITE_SUPABASE_ANON_KEY is not set',
    ])
    expect(
      launchProblems(filled, {
        VITE_SITE_URL: 'http://localhost:4173',
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      }),
    ).toEqual([
      'VITE_SITE_URL is local (http://localhost:4173)',
      'VITE_SUPABASE_URL is local (http://127.0.0.1:54321)',
      "VITE_SUPABASE_ANON_KEY is the local backend's public development key",
    ])
  })

  it('says when the public key is a secret one', () => {
    expect(launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_KEY })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is a key whose role is "service_role", not "anon"/),
    ])
    expect(launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: 'sb_secret_example' })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is a secret key/),
    ])
  })

  it('takes the anon key of the project VITE_SUPABASE_URL names, or a publishable key, and says when it is neither', () => {
    const anonKeyOf = (claims: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`
    expect(launchProblems(filled, live)).toEqual([])
    expect(launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: 'sb_publishable_example' })).toEqual([])
    // A custom domain names no project: the key's own cannot be compared with it.
    const customDomain = { ...live, VITE_SUPABASE_URL: 'https://api.lakeside-learning.in' }
    expect(
      launchProblems(filled, { ...customDomain, VITE_SUPABASE_ANON_KEY: anonKeyOf({ role: 'anon', ref: 'wxyz' }) }),
    ).toEqual([])

    expect(
      launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: anonKeyOf({ role: 'anon', ref: 'wxyz' }) }),
    ).toEqual([
      expect.stringMatching(
        /^VITE_SUPABASE_ANON_KEY is another project's \(wxyz\), not that of abcd, which VITE_SUPABASE_URL names/,
      ),
    ])
    expect(launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: anonKeyOf({ role: 'anon' }) })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is a key that names no project, not that of abcd/),
    ])
    for (const noKey of ['my-anon-key', 'paste the anon key here'])
      expect(launchProblems(filled, { ...live, VITE_SUPABASE_ANON_KEY: noKey })).toEqual([
        expect.stringMatching(
          /^VITE_SUPABASE_ANON_KEY is not a Supabase key\. Copy the project's anon or publishable key/,
        ),
      ])
  })
})
