import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../servers/backend/local.ts'
import { launchProblems } from './launchCheck.ts'

const contentDir = join(import.meta.dirname, '..', '..', 'content')
const live = { VITE_SITE_URL: 'https://www.acme-ai.example.in', VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'eyJ.live.key' }
const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A copy of the site's content with `edit` applied to each file it names. */
async function contentWith(edits: Record<string, (source: string) => string>) {
  const dir = await mkdtemp(join(tmpdir(), 'content-'))
  folders.push(dir)
  await cp(contentDir, dir, { recursive: true })
  for (const [file, edit] of Object.entries(edits)) await writeFile(join(dir, file), edit(await readFile(join(dir, file), 'utf8')))
  return dir
}

describe('launchProblems', () => {
  it("names every placeholder the content ships with, by file and field, and a build that points at this machine", () => {
    const problems = launchProblems(contentDir, {})
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/site.yaml: contact.email is an example.com address',
        'content/site.yaml: contact.phone is a made-up number',
        'content/site.yaml: contact.office.lines[0] names "Example"',
        'content/site.yaml: social.professionalNetwork.href is a placeholder profile',
        'content/site.yaml: social.codeHosting.href is a placeholder profile',
        'content/solutions/lms.yaml: video.videoId is a placeholder video id',
        'content/case-studies/manufacturing-optimization.yaml: video.videoId is a placeholder video id',
        expect.stringMatching(/^VITE_SITE_URL is not set/),
        expect.stringMatching(/^VITE_SUPABASE_URL is not set/),
      ]),
    )
    // Copy that only shows what an address looks like is not a placeholder.
    expect(problems.filter((problem) => problem.startsWith('content/pages.yaml'))).toEqual([])
  })

  it('calls local addresses and the development key what they are', () => {
    expect(launchProblems(contentDir, { VITE_SITE_URL: 'http://localhost:4173', VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY })).toEqual(
      expect.arrayContaining(['VITE_SITE_URL is local (http://localhost:4173)', 'VITE_SUPABASE_URL is local (http://127.0.0.1:54321)', "VITE_SUPABASE_ANON_KEY is the local backend's public development key"]),
    )
  })

  it('finds nothing once the company has filled everything in', async () => {
    const realVideo = (source: string) => source.replace(/FILL-ME-[\w-]+/, 'M7lc1UVf-VE')
    const dir = await contentWith({
      'site.yaml': (source) =>
        source
          .replace('hello@example.com', 'hello@acme-ai.in')
          .replace('+91 80 0000 0000', '+91 80 4123 9876')
          .replace('Example Coworking, 2nd Floor', 'Lakeview Coworking, 2nd Floor')
          .replace('https://www.linkedin.com/company/example', 'https://www.linkedin.com/company/acme-ai-labs')
          .replace('https://github.com/example', 'https://github.com/acme-ai-labs'),
      'solutions/lms.yaml': realVideo,
      'solutions/last-mile-education.yaml': realVideo,
      'solutions/disha.yaml': realVideo,
      'solutions/comuniqa.yaml': realVideo,
      'case-studies/manufacturing-optimization.yaml': realVideo,
    })
    expect(launchProblems(dir, live)).toEqual([])
  })
})
