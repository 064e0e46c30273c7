// The local Database Webhook: after an enquiry commits and the visitor has their answer, it POSTs Supabase's payload
// to ENQUIRY_WEBHOOK_URL, so a slow or failing webhook never delays or fails an insert. A failed attempt (no connection,
// no answer in time, a status other than 2xx) is tried again after 1, 2, 4, 8, 16 and 32 s, then logged with the id.
import { setTimeout as sleep } from 'node:timers/promises'

export interface InsertPayload {
  type: 'INSERT'
  table: string
  schema: 'public'
  record: Record<string, unknown>
  old_record: null
}

export interface WebhookOptions {
  url: string
  /** Sent in the x-webhook-secret header, which the edge function checks. */
  secret?: string
  attemptTimeoutMs?: number
  /** Told after each attempt, so that a test can wait for one rather than for a while. */
  onAttempt?: (report: AttemptReport) => void
}

export interface AttemptReport {
  payload: InsertPayload
  attempt: number
  /** Why it failed; absent when it arrived. */
  problem?: string
  /** The wait before the next attempt; absent when none follows. */
  retryInMs?: number
}
const retryDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000]

export function createWebhook({ url, secret, attemptTimeoutMs = 10_000, onAttempt }: WebhookOptions) {
  const stopping = new AbortController()
  const pending = new Set<Promise<void>>()
  const headers = { 'Content-Type': 'application/json', ...(secret ? { 'x-webhook-secret': secret } : {}) }

  /** Why one attempt failed, or nothing when it arrived. */
  async function attempt(body: string): Promise<string | undefined> {
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), stopping.signal])
      const response = await fetch(url, { method: 'POST', headers, body, signal })
      await response.body?.cancel()
      return response.ok ? undefined : `it answered ${response.status}`
    } catch (error) {
      const failure = error as Error
      return failure.cause instanceof Error ? failure.cause.message : failure.message
    }
  }

  async function deliverWithRetries(payload: InsertPayload): Promise<void> {
    const body = JSON.stringify(payload)
    const enquiry = `${payload.table} #${String(payload.record.id ?? '?')}`
    for (let attempts = 1; ; attempts++) {
      const problem = await attempt(body)
      const wait = problem && !stopping.signal.aborted ? retryDelaysMs[attempts - 1] : undefined
      onAttempt?.({ payload, attempt: attempts, problem, retryInMs: wait })
      if (!problem) return
      if (wait === undefined) {
        const why = stopping.signal.aborted
          ? 'the backend stopped before it arrived'
          : `gave up after ${attempts} attempts`
        console.error(
          `Webhook: ${enquiry} was NOT delivered to ${url} (${problem}; ${why}). It is stored in the table.`,
        )
        return
      }
      console.warn(`Webhook: ${enquiry} not delivered to ${url} (${problem}); trying again in ${wait / 1000} s.`)
      // Stopping cuts the wait short; the next attempt then fails at once and is logged as not delivered.
      await sleep(wait, undefined, { signal: stopping.signal }).catch(() => {})
    }
  }

  return {
    deliver(payload: InsertPayload) {
      const delivery = deliverWithRetries(payload).finally(() => pending.delete(delivery))
      pending.add(delivery)
    },
    /** Stops retrying; logs each delivery still pending as not delivered. */
    async close() {
      stopping.abort()
      await Promise.all(pending)
    },
  }
}
