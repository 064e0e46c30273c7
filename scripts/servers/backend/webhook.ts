/**
 * The local backend's Database Webhook: after an enquiry commits, it POSTs Supabase's webhook
 * payload to ENQUIRY_WEBHOOK_URL, as a webhook on the hosted project calls the edge function. It runs
 * after the visitor has their answer, so a slow or failing webhook never delays or fails an insert;
 * a failed delivery (no connection, no answer in 10 seconds, or a status other than 2xx) is tried
 * again after 1, 2, 4, 8, 16 and 32 seconds, a little over a minute in all, and what still did not
 * arrive is logged with the enquiry's id (the enquiry itself is in the table either way).
 */

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
  /** The waits between attempts. */
  retryDelaysMs?: readonly number[]
  /** How long one attempt may take. */
  attemptTimeoutMs?: number
  /** Told after each attempt, so that a test can wait for one rather than for a while. */
  onAttempt?: (report: AttemptReport) => void
}

export interface AttemptReport {
  payload: InsertPayload
  /** 1 for the first attempt. */
  attempt: number
  /** Why it failed; absent when it arrived. */
  problem?: string
  /** The wait before the next attempt; absent when none follows (it arrived, or the webhook gave up or stopped). */
  retryInMs?: number
}

export interface Webhook {
  deliver(payload: InsertPayload): void
  /** Stops retrying; logs each delivery still pending as not delivered. */
  close(): Promise<void>
}

export const defaultRetryDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000] as const

export function createWebhook({
  url,
  secret,
  retryDelaysMs = defaultRetryDelaysMs,
  attemptTimeoutMs = 10_000,
  onAttempt,
}: WebhookOptions): Webhook {
  const stopping = new AbortController()
  const pending = new Set<Promise<void>>()
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(secret ? { 'x-webhook-secret': secret } : {}),
  }
  const describe = (payload: InsertPayload) => `${payload.table} #${String(payload.record.id ?? '?')}`

  /** Why one attempt failed, or nothing when it arrived. */
  async function attempt(body: string): Promise<string | undefined> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), stopping.signal]),
      })
      await response.body?.cancel()
      return response.ok ? undefined : `it answered ${response.status}`
    } catch (error) {
      return error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error)
    }
  }

  async function deliverWithRetries(payload: InsertPayload): Promise<void> {
    const body = JSON.stringify(payload)
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
          `Webhook: ${describe(payload)} was NOT delivered to ${url} (${problem}; ${why}). It is stored in the table.`,
        )
        return
      }
      console.warn(
        `Webhook: ${describe(payload)} not delivered to ${url} (${problem}); trying again in ${wait / 1000} s.`,
      )
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait)
        stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
      })
    }
  }

  return {
    deliver(payload) {
      const delivery = deliverWithRetries(payload).finally(() => pending.delete(delivery))
      pending.add(delivery)
    },
    async close() {
      stopping.abort()
      await Promise.all(pending)
    },
  }
}
