// `npm run submissions`: what the local backend has stored, newest first. It asks the running
// backend with a service-role key, as an operator would ask the hosted project's API.
import { enquiryTable, type Enquiry } from '../../supabase/functions/_shared/enquiry.ts'
import { LOCAL_SERVICE_ROLE_KEY, localApiUrl } from '../localSettings.ts'
import { terminalText } from './terminalText.ts'

const apiUrl = localApiUrl()
const response = await fetch(`${apiUrl}/rest/v1/${enquiryTable}`, {
  headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
}).catch(() => {
  console.error(
    `The local backend is not running at ${apiUrl}. Start it with \`npm run backend\` (or \`npm start\`), then run this again.`,
  )
  process.exit(1)
})
if (!response.ok) {
  console.error(`The backend answered ${response.status}: ${await response.text()}`)
  process.exit(1)
}

type Row = Enquiry & { delivered_at: string | null; delivery_attempts: number; delivery_given_up_at: string | null }
const submissions = ((await response.json()) as Row[]).sort((a, b) => b.received_at.localeCompare(a.received_at))
if (submissions.length === 0) console.log('No submissions yet.')
// Everything a visitor typed goes through terminalText: a stored escape sequence is shown, never run.
for (const row of submissions) {
  const line = (text: string | null) => terminalText(text ?? '')
  console.log(
    `#${row.id}  ${row.received_at}  ${line(row.name)} <${line(row.email)}>${row.phone_number ? `  ${line(row.phone_number)}` : ''}${row.company ? `  (${line(row.company)})` : ''}`,
  )
  const tries = `${row.delivery_attempts} tr${row.delivery_attempts === 1 ? 'y' : 'ies'}`
  if (row.delivery_given_up_at)
    console.log(`    NOT DELIVERED: delivery stopped after ${tries}, at ${row.delivery_given_up_at}`)
  else if (!row.delivered_at) console.log(`    Not yet delivered to the team (${tries} so far)`)
  console.log(`    ${terminalText(row.message, { keepLineBreaks: true }).replaceAll('\n', '\n    ')}\n`)
}
console.log(`${submissions.length} submission${submissions.length === 1 ? '' : 's'}.`)
const stopped = submissions.filter((row) => row.delivery_given_up_at)
if (stopped.length > 0)
  console.error(
    `${stopped.length} never delivered, and no longer tried (#${stopped.map((row) => row.id).join(', #')}): ` +
      'send each to the team by hand (see docs/enquiries.md)',
  )
const late = submissions.filter(
  (row) => !row.delivered_at && !row.delivery_given_up_at && Date.now() - Date.parse(row.received_at) > 60 * 60_000,
)
if (late.length > 0)
  console.error(`${late.length} not delivered to the team an hour after arriving: the backend's log says why`)
