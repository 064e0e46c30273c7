// `npm run check:launch`: every placeholder left in content/ and any local address the build would publish, failing
// while any remain. The plain build only warns, so local work never needs real values.
import { join } from 'node:path'
import { jwtClaims, secretKeyProblem } from './buildEnv.ts'
import { checkedData, contentFiles, fieldsWhere } from './content/load.ts'
import { PLACEHOLDER_VIDEO_ID } from '../../src/content/placeholders.ts'
import { LOCAL_ANON_KEY } from '../localSettings.ts'

/** What the content ships with until the company fills in its own details, and why each is one. */
const placeholders: { test: RegExp; what: string }[] = [
  { test: /^[^@\s]+@example\.(com|org|net)$/i, what: 'is an example.com address' },
  { test: /^https?:\/\/([\w-]+\.)*example\.(com|org|net)(\/|$)/i, what: 'is on example.com' },
  { test: /0000 0000/, what: 'is a made-up number' },
  { test: /^Example\b/, what: 'names "Example"' },
  { test: /\bAcme\b/, what: 'names "Acme", the placeholder company' },
  { test: /^https:\/\/(www\.)?(linkedin|github)\.com\/(company\/)?example\/?$/i, what: 'is a placeholder profile' },
  { test: PLACEHOLDER_VIDEO_ID, what: 'is a placeholder video id' },
]

const isLocal = (url: string) =>
  URL.canParse(url) && ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(new URL(url).hostname)

/** Every problem that stops a launch, one line each: "content/site.yaml: contact.email is an example.com address". */
export function launchProblems(contentDir: string, env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const file of contentFiles(contentDir).filter((file) => file.endsWith('.yaml'))) {
    // As written, before `{{company}}` and the like are filled in: each placeholder is named where it stands.
    const data = checkedData(contentDir, file)
    for (const { test, what } of placeholders) {
      for (const field of fieldsWhere(data, (value) => typeof value === 'string' && test.test(value)))
        problems.push(`content/${file}: ${field} ${what}`)
    }
  }

  for (const [name, unset] of [
    ['VITE_SITE_URL', 'canonical links, social cards and the sitemap would point at a local address'],
    ['VITE_SUPABASE_URL', 'the contact form would send to the local backend'],
  ] as const) {
    const url = env[name]?.trim()
    if (!url) problems.push(`${name} is not set: ${unset}`)
    else if (isLocal(url)) problems.push(`${name} is local (${url})`)
  }
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (!anonKey) problems.push('VITE_SUPABASE_ANON_KEY is not set')
  else if (anonKey === LOCAL_ANON_KEY)
    problems.push("VITE_SUPABASE_ANON_KEY is the local backend's public development key")
  else {
    const problem = launchKeyProblem(anonKey, env.VITE_SUPABASE_URL?.trim())
    if (problem) problems.push(problem)
  }
  return problems
}

/** Why the contact form could not send with `key` to the project at `projectUrl`: it takes that project's anon key, or
 * a publishable key (which names no project). A custom domain names no project either. */
function launchKeyProblem(key: string, projectUrl: string | undefined): string | undefined {
  const secret = secretKeyProblem(key)
  if (secret) return secret
  if (key.startsWith('sb_publishable_')) return undefined
  const copy = "Copy the project's anon or publishable key from its API settings."
  const { role, ref } = jwtClaims(key)
  if (role !== 'anon') return `VITE_SUPABASE_ANON_KEY is not a Supabase key. ${copy}`
  const host = projectUrl && URL.canParse(projectUrl) ? new URL(projectUrl).hostname : ''
  const project = /^([a-z0-9]+)\.supabase\.co$/.exec(host)?.[1]
  if (!project || ref === project) return undefined
  const whose = typeof ref === 'string' ? `another project's (${ref})` : 'a key that names no project'
  return `VITE_SUPABASE_ANON_KEY is ${whose}, not that of ${project}, which VITE_SUPABASE_URL names. ${copy}`
}

if (import.meta.filename === process.argv[1]) {
  const problems = launchProblems(join(import.meta.dirname, '..', '..', 'content'), process.env)
  if (problems.length > 0) {
    console.error(
      `Not ready to launch: ${problems.length} thing${problems.length === 1 ? '' : 's'} to fill in first.\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log('Ready to launch: no placeholder in content/, and the build points at public addresses.')
}
