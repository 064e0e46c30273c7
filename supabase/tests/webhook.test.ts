import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../scripts/localSettings.ts'
import { startBackend, type RunningBackend } from '../../scripts/servers/backend/server.ts'
import type { AttemptReport, WebhookOptions } from '../../scripts/servers/backend/webhook.ts'
import { freePort } from '../../scripts/test/freePort.ts'
import { startLocalMail } from '../../scripts/servers/mail/localMail.ts'
import { listOutbox } from '../../scripts/servers/mail/outbox.ts'
import { freshDatabase, uniqueSender, validRow } from './support.ts'

// The local backend's Database Webhook, end to end: real inserts through the backend, delivered over
// HTTP to a capture server that each test tells how to answer. Tests wait for what the capture server
// receives and for what the webhook reports of each attempt, never for a while.
let databaseUrl: string
beforeAll(async () => {
  databaseUrl = await freshDatabase()
})

interface Delivery {
  headers: Record<string, string | string[] | undefined>
  body: { type: string; table: string; schema: string; record: Record<string, unknown>; old_record: null }
  /** Set once the capture server has answered this delivery. */
  answered: boolean
}

/** A webhook receiver on `port` (or a free one); `respond` decides each answer, by default 200 at once. */
async function captureServer(
  respond: (res: ServerResponse, delivery: Delivery, index: number) => void | Promise<void> = (res) =>
    void res.end('ok'),
  port = 0,
) {
  const deliveries: Delivery[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const delivery: Delivery = {
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      answered: false,
    }
    deliveries.push(delivery)
    res.on('finish', () => (delivery.answered = true))
    await respond(res, delivery, deliveries.length - 1)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A backend whose webhook posts to `url`; `attempts` is what the webhook reported of each attempt so
 * far. Closing it waits for every delivery still under way.
 */
async function backendPostingTo(url: string, webhook: Omit<WebhookOptions, 'url' | 'onAttempt'> = {}) {
  const attempts: AttemptReport[] = []
  const backend = await startBackend({
    port: 0,
    databaseUrl,
    trustProxy: true,
    enquiryWebhook: { ...webhook, url, onAttempt: (report) => attempts.push(report) },
  })
  let closing: Promise<void> | undefined
  const close = () => (closing ??= backend.close())
  cleanups.push(close)
  return { ...backend, close, attempts }
}

/** The attempts as the webhook reported them, by the email of the enquiry each carried. */
const attemptsOf = (attempts: AttemptReport[]) =>
  attempts.map(({ payload, attempt, problem, retryInMs }) => ({
    email: payload.record.email,
    attempt,
    problem,
    retryInMs,
  }))

function send(backend: RunningBackend, row = validRow(uniqueSender().email), key?: string) {
  const client = createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    global: { headers: { 'cf-connecting-ip': uniqueSender().address } },
  })
  const insert = client.from('contact_form_submissions').insert(row)
  if (key) insert.setHeader('Idempotency-Key', key)
  return insert
}

describe('the enquiry webhook', () => {
  it("posts each stored enquiry as Supabase's Database Webhook payload, with the shared secret", async () => {
    const receiver = await captureServer()
    cleanups.push(receiver.close)
    const backend = await backendPostingTo(receiver.url, { secret: 'shared-secret' })
    const row = validRow(uniqueSender().email)
    expect((await send(backend, row)).status).toBe(201)

    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(1)
    const [delivery] = receiver.deliveries
    expect(delivery!.headers['x-webhook-secret']).toBe('shared-secret')
    expect(delivery!.headers['content-type']).toBe('application/json')
    expect(delivery!.body).toMatchObject({
      type: 'INSERT',
      table: 'contact_form_submissions',
      schema: 'public',
      old_record: null,
    })
    expect(delivery!.body.record).toMatchObject({
      id: expect.any(Number),
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      phone_number: row.phone_number,
      received_at: expect.any(String),
    })
  })

  it('answers the visitor while the webhook has not answered', async () => {
    let answerWebhook!: () => void
    const webhookMayAnswer = new Promise<void>((resolve) => (answerWebhook = resolve))
    const receiver = await captureServer(async (res) => {
      await webhookMayAnswer
      res.end('ok')
    })
    cleanups.push(receiver.close)
    // The receiver answers only once the visitor has their answer, and no attempt gives up sooner than
    // the test does: an insert that waited for the webhook would hang until the test's own timeout.
    const backend = await backendPostingTo(receiver.url, { attemptTimeoutMs: 10 * 60_000 })
    expect((await send(backend)).status).toBe(201)
    answerWebhook()
    await expect
      .poll(() => receiver.deliveries.map((delivery) => delivery.answered), { timeout: 30_000 })
      .toEqual([true])
  })

  it('tries again after a failure, delivers the same payload, and stops there', async () => {
    const receiver = await captureServer((res, _, index) => void res.writeHead(index === 0 ? 500 : 200).end())
    cleanups.push(receiver.close)
    const backend = await backendPostingTo(receiver.url)
    const row = validRow(uniqueSender().email)
    expect((await send(backend, row)).status).toBe(201)
    await expect.poll(() => backend.attempts.some((report) => !report.problem), { timeout: 30_000 }).toBe(true)
    // Closing waits for every delivery still under way, so a third attempt would be reported by now.
    await backend.close()
    expect(attemptsOf(backend.attempts)).toEqual([
      { email: row.email, attempt: 1, problem: 'it answered 500', retryInMs: 1_000 },
      { email: row.email, attempt: 2, problem: undefined, retryInMs: undefined },
    ])
    expect(receiver.deliveries).toHaveLength(2)
    expect(receiver.deliveries[1]!.body).toEqual(receiver.deliveries[0]!.body)
  })

  it('loses nothing while the webhook is down: the insert succeeds and the enquiry arrives once it is back', async () => {
    const port = await freePort()
    const backend = await backendPostingTo(`http://127.0.0.1:${port}/hook`)
    const row = validRow(uniqueSender().email)
    expect((await send(backend, row)).status).toBe(201)
    // Down until an attempt has found nobody there, then up.
    await expect.poll(() => backend.attempts.length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(attemptsOf(backend.attempts)[0]).toEqual({
      email: row.email,
      attempt: 1,
      problem: expect.stringContaining('ECONNREFUSED'),
      retryInMs: 1_000,
    })
    const receiver = await captureServer(undefined, port)
    cleanups.push(receiver.close)
    await expect
      .poll(() => receiver.deliveries.map((delivery) => delivery.body.record.email), { timeout: 30_000 })
      .toEqual([row.email])
  })

  it('posts nothing for a retry the database answered without storing it again', async () => {
    const receiver = await captureServer()
    cleanups.push(receiver.close)
    const backend = await backendPostingTo(receiver.url)
    const row = validRow(uniqueSender().email)
    const key = crypto.randomUUID()
    expect((await send(backend, row, key)).status).toBe(201)
    expect((await send(backend, row, key)).status).toBe(201)
    const later = validRow(uniqueSender().email)
    expect((await send(backend, later)).status).toBe(201)
    await expect.poll(() => backend.attempts.filter((report) => !report.problem).length, { timeout: 30_000 }).toBe(2)
    // Closing waits for every delivery still under way, so one for the retry would be reported by now.
    await backend.close()
    const emails = [row.email, later.email].sort()
    expect(
      attemptsOf(backend.attempts)
        .map(({ email }) => email)
        .sort(),
    ).toEqual(emails)
    expect(receiver.deliveries.map((delivery) => delivery.body.record.email).sort()).toEqual(emails)
  })
})

describe('npm start: the webhook, the edge function and the outbox', () => {
  it('turns an enquiry into an email in the outbox, with the visitor as Reply-To', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'site-outbox-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
    const mail = await startLocalMail({
      outboxDir,
      from: 'Acme website <hello@example.org>',
      to: ['hello@example.org'],
    })
    cleanups.push(mail.close)
    const backend = await backendPostingTo(mail.functionUrl, { secret: mail.secret })
    const row = { ...validRow(uniqueSender().email), name: 'Zoë Ågren' }
    expect((await send(backend, row)).status).toBe(201)

    // The email is in the outbox once its record is: listOutbox lists those.
    await expect.poll(async () => (await listOutbox(outboxDir)).length, { timeout: 30_000 }).toBe(1)
    const [captured] = await listOutbox(outboxDir)
    expect(captured!.email).toMatchObject({
      from: 'Acme website <hello@example.org>',
      to: ['hello@example.org'],
      reply_to: row.email,
      subject: `New enquiry from Zoë Ågren, ${row.company}`,
    })
    expect(captured!.email.text).toContain(row.message)
    const eml = await readFile(captured!.file, 'utf8')
    expect(eml).toMatch(/^Reply-To: /m)
    expect(eml).toContain(row.email)
    // A non-ASCII name travels as an encoded word, as mail headers require.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m)
  })

  it('refuses a call without the secret, so only the webhook can make it send', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'site-outbox-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
    const mail = await startLocalMail({ outboxDir, from: 'a@example.org', to: ['a@example.org'] })
    cleanups.push(mail.close)
    const response = await fetch(mail.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-webhook-secret': 'guess' },
      body: '{}',
    })
    expect(response.status).toBe(401)
    expect(await readdir(outboxDir)).toEqual([])
  })
})
