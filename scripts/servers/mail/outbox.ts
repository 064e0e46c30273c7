// `npm run outbox`: the emails the team would have received for enquiries sent to `npm start`'s backend, newest first,
// the newest in full. Each is also an .eml file in .local/outbox/ that any mail app opens.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { Email } from '../../../supabase/functions/notify-enquiry/enquiryEmail.ts'
import { terminalText } from '../terminalText.ts'

export const outboxDir = join(import.meta.dirname, '..', '..', '..', '.local', 'outbox')

export async function listOutbox(dir = outboxDir): Promise<{ file: string; email: Email }[]> {
  const names = (await readdir(dir).catch(() => []))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
  return Promise.all(
    names.map(async (file) => ({
      file: join(dir, file.replace(/\.json$/, '.eml')),
      email: JSON.parse(await readFile(join(dir, file), 'utf8')) as Email,
    })),
  )
}

if (import.meta.filename === process.argv[1]) {
  const emails = await listOutbox()
  if (emails.length === 0)
    console.log('The outbox is empty. Send a message through the contact form on `npm start`, then run this again.')
  for (const { file, email } of emails) {
    const stamp = relative(outboxDir, file).slice(0, 19)
    console.log(`${stamp.slice(0, 10)} ${stamp.slice(11).replaceAll('-', ':')} UTC  ${terminalText(email.subject)}`)
  }
  const [newest] = emails
  if (newest) {
    const { file, email } = newest
    const where = `${relative(process.cwd(), outboxDir)}/`
    console.log(`\n${emails.length} email${emails.length === 1 ? '' : 's'} in ${where}. The newest:\n`)
    console.log(
      [
        `From:     ${terminalText(email.from)}`,
        `To:       ${terminalText(email.to.join(', '))}`,
        ...(email.reply_to ? [`Reply-To: ${terminalText(email.reply_to)}`] : []),
        `Subject:  ${terminalText(email.subject)}`,
        `File:     ${relative(process.cwd(), file)}`,
        '',
        terminalText(email.text, { keepLineBreaks: true }),
      ].join('\n'),
    )
  }
}
