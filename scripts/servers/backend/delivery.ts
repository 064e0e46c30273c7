// What the database's delivery job does on hosted Supabase (pg_cron and pg_net, which the local database lacks):
// at start, after each insert and every few seconds, it claims the enquiries the database says are due and posts each
// to ENQUIRY_WEBHOOK_URL as a Database Webhook's payload. Only notify-enquiry records a delivery, so an enquiry whose
// post failed stays due, with the database's backoff, across a restart.
import type pg from 'pg'
import { webhookPayload, webhookSecretHeader } from '../../../supabase/functions/_shared/enquiry.ts'

export interface DeliveryOptions {
  url: string
  /** Sent in the header the edge function checks it in. */
  secret?: string
  everyMs?: number
  /** How the post is made: fetch, or the local mail's own handler, in this process (mail/localMail.ts). */
  send?: typeof fetch
  /** Told after each post, so that a test can wait for one rather than for a while. */
  onAttempt?: (report: { id: number; attempt: number; problem?: string }) => void
}

export function startDelivery(db: pg.Pool, { url, secret, everyMs = 5_000, send = fetch, onAttempt }: DeliveryOptions) {
  const stopping = new AbortController()
  const headers = { 'Content-Type': 'application/json', ...(secret ? { [webhookSecretHeader]: secret } : {}) }

  /** Why one post failed, or nothing when it arrived. */
  async function post(id: number): Promise<string | undefined> {
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(10_000), stopping.signal])
      const response = await send(url, { method: 'POST', headers, body: JSON.stringify(webhookPayload(id)), signal })
      await response.body?.cancel()
      return response.ok ? undefined : `it answered ${response.status}`
    } catch (error) {
      return ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message
    }
  }

  // A database that hands enquiries over itself (pg_net, or delivery set up in it) belongs to a real project: posting
  // its enquiries here would record them as delivered to this machine, and the team would never see them.
  const delivers = db
    .query<{ own: boolean }>(
      `select exists (select from pg_extension where extname = 'pg_net') or exists (select from private.enquiry_delivery) as own`,
    )
    .then(({ rows }) => {
      if (rows[0]?.own) console.warn('This database delivers its own enquiries: the local backend leaves them to it.')
      return !rows[0]?.own
    })

  async function drain() {
    if (!(await delivers)) return
    const { rows } = await db.query<{ id: string; received_at: string | Date; attempts: number }>(
      'select * from private.claim_due_enquiries()',
    )
    for (const due of rows) {
      if (stopping.signal.aborted) return
      const id = Number(due.id)
      const problem = await post(id)
      onAttempt?.({ id, attempt: due.attempts, problem })
      if (!problem) continue
      const late = Date.now() - new Date(due.received_at).getTime() > 60 * 60_000
      console[late ? 'error' : 'warn'](
        `Enquiry #${id} was not delivered to ${url} (${problem}, attempt ${due.attempts}); it stays due` +
          (late ? ', more than an hour after it arrived.' : '.'),
      )
    }
  }

  // One drain at a time: a kick during one runs another after it.
  let running = Promise.resolve()
  const kick = () =>
    void (running = running.then(drain).catch((error: Error) => console.error(`Delivery: ${error.message}`)))
  const timer = setInterval(kick, everyMs)
  kick()
  return {
    kick,
    async close() {
      clearInterval(timer)
      stopping.abort()
      await running
    },
  }
}
