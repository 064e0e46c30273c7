import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { describe, it, vi, type OnTestFinishedHandler } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../scripts/localSettings.ts'
import { openDatabase, startBackend, type RunningBackend } from '../../scripts/servers/backend/server.ts'
import type { DeliveryOptions } from '../../scripts/servers/backend/delivery.ts'
import { freePort } from '../../scripts/test/freePort.ts'
import { stopProcess } from '../../scripts/servers/process.ts'
import { startLocalMail } from '../../scripts/servers/mail/localMail.ts'
import { listOutbox } from '../../scripts/servers/mail/outbox.ts'
import { webhookPayload, webhookSecretHeader } from '../functions/_shared/enquiry.ts'
import { scratchFolder, uniqueSender, validRow } from './support.ts'

// The local backend's delivery, end to end: real inserts through the backend, each enquiry due posted over HTTP to a
// stand-in for notify-enquiry that each test tells how to answer, and that records a delivery the way the function
// does. Each test has a database of its own, as the backend posts every enquiry due in it, so they run at once: one
// after another took 64 s, together 41. Tests wait for what the stand-in receives, never for a while.

interface Delivery {
  headers: Record<string, string | string[] | undefined>
  body: ReturnType<typeof webhookPayload>
  /** Set once the stand-in has answered this delivery. */
  answered: boolean
}

/** Records a delivery in the backend at `apiUrl`, as notify-enquiry does once the email API has the email. */
const recordDelivery = (apiUrl: string, id: number) =>
  fetch(`${apiUrl}/rest/v1/rpc/record_enquiry_delivery`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ enquiry_id: id }),
  })

/**
 * A stand-in for notify-enquiry on `port` (or a free one). `respond` answers each delivery; by default it records the
 * delivery in the backend at `apiUrl()` and answers 200.
 */
async function functionStandIn(
  apiUrl: () => string,
  respond?: (res: ServerResponse, delivery: Delivery, index: number) => void | Promise<void>,
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
    if (respond) return await respond(res, delivery, deliveries.length - 1)
    await recordDelivery(apiUrl(), delivery.body.record.id)
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    ids: () => deliveries.map((delivery) => delivery.body.record.id),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

/**
 * A backend on a database of its own (on `port`, or a free one), posting what is due to `url`, with its reports, closed
 * when the test ends.
 */
async function backendPostingTo(
  onTestFinished: (cleanup: OnTestFinishedHandler) => void,
  url: string,
  delivery: Omit<DeliveryOptions, 'url' | 'onAttempt'> = {},
  port = 0,
) {
  const attempts: { id: number; attempt: number; problem?: string }[] = []
  const backend = await startBackend({
    port,
    dataDir: join(await scratchFolder(), 'data'),
    trustProxy: true,
    enquiryWebhook: { everyMs: 200, ...delivery, url, onAttempt: (report) => attempts.push(report) },
  })
  let closing: Promise<void> | undefined
  const close = () => (closing ??= backend.close())
  onTestFinished(close)
  return { ...backend, close, attempts }
}

function send(backend: Pick<RunningBackend, 'url'>, row = validRow(uniqueSender().email), key?: string) {
  const client = createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    global: { headers: { 'cf-connecting-ip': uniqueSender().address } },
  })
  const insert = client.from('contact_form_submissions').insert(row)
  if (key) insert.setHeader('Idempotency-Key', key)
  return insert
}

/** Each enquiry's delivery, as the database at `databaseUrl` keeps it. */
async function deliveries(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select id::int, email, delivered_at is not null as delivered from public.contact_form_submissions order by id',
    )
    return rows as { id: number; email: string; delivered: boolean }[]
  } finally {
    await client.end()
  }
}

/** Makes every undelivered enquiry due now, as if its wait were over. */
async function endWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('update public.contact_form_submissions set next_delivery_at = now() where delivered_at is null')
  await client.end()
}

/** `use` given the embedded database in `dataDir` while no backend has it open. */
async function withDatabaseIn<T>(dataDir: string, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, socketDir: await scratchFolder() })
  try {
    return await use(database.url)
  } finally {
    await database.close()
  }
}

describe.concurrent('delivery from the local backend', () => {
  it("posts each stored enquiry as a Database Webhook's payload naming it, with the shared secret", async ({
    expect,
    onTestFinished,
  }) => {
    let apiUrl = ''
    const receiver = await functionStandIn(() => apiUrl)
    onTestFinished(receiver.close)
    const backend = await backendPostingTo(onTestFinished, receiver.url, { secret: 'shared-secret' })
    apiUrl = backend.url
    expect((await send(backend)).status).toBe(201)

    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(1)
    const [delivery] = receiver.deliveries
    expect(delivery!.headers[webhookSecretHeader]).toBe('shared-secret')
    expect(delivery!.headers['content-type']).toBe('application/json')
    const [stored] = await deliveries(backend.databaseUrl)
    expect(delivery!.body).toEqual(webhookPayload(stored!.id))
    await expect.poll(async () => (await deliveries(backend.databaseUrl))[0]!.delivered).toBe(true)
  })

  it('answers the visitor while the function has not answered', async ({ expect, onTestFinished }) => {
    let answer!: () => void
    const mayAnswer = new Promise<void>((resolve) => (answer = resolve))
    const receiver = await functionStandIn(
      () => '',
      async (res) => {
        await mayAnswer
        res.end('ok')
      },
    )
    onTestFinished(receiver.close)
    const backend = await backendPostingTo(onTestFinished, receiver.url)
    expect((await send(backend)).status).toBe(201)
    answer()
    await expect
      .poll(() => receiver.deliveries.map((delivery) => delivery.answered), { timeout: 30_000 })
      .toEqual([true])
  })

  it('posts an enquiry again once its wait is over, until the function records it, and then never again', async ({
    expect,
    onTestFinished,
  }) => {
    let apiUrl = ''
    const receiver = await functionStandIn(
      () => apiUrl,
      async (res, delivery, index) => {
        if (index > 0) await recordDelivery(apiUrl, delivery.body.record.id)
        res.writeHead(index === 0 ? 500 : 200).end()
      },
    )
    onTestFinished(receiver.close)
    const backend = await backendPostingTo(onTestFinished, receiver.url)
    apiUrl = backend.url
    expect((await send(backend)).status).toBe(201)
    await expect.poll(() => backend.attempts.length, { timeout: 30_000 }).toBe(1)
    expect(backend.attempts[0]).toMatchObject({ attempt: 1, problem: 'it answered 500' })
    await endWaits(backend.databaseUrl)
    await expect.poll(async () => (await deliveries(backend.databaseUrl))[0]!.delivered, { timeout: 30_000 }).toBe(true)
    await endWaits(backend.databaseUrl)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await backend.close()
    expect(receiver.ids()).toHaveLength(2)
    expect(new Set(receiver.ids()).size).toBe(1)
  })

  it('loses nothing to a killed backend: stored while the function fails, delivered once after a restart', async ({
    expect,
    onTestFinished,
  }) => {
    const dataDir = join(await scratchFolder(), 'data')
    const apiPort = await freePort()
    const apiUrl = `http://127.0.0.1:${apiPort}`
    let failing = true
    const receiver = await functionStandIn(
      () => apiUrl,
      async (res, delivery) => {
        if (!failing) await recordDelivery(apiUrl, delivery.body.record.id)
        res.writeHead(failing ? 503 : 200).end()
      },
    )
    onTestFinished(receiver.close)
    const startProcess = async () => {
      // One process (tsx's command would leave its child running when killed).
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/servers/backend/main.ts'], {
        env: {
          ...process.env,
          BACKEND_DATA_DIR: dataDir,
          API_PORT: String(apiPort),
          ENQUIRY_WEBHOOK_URL: receiver.url,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
        // A group of its own, so that killing it kills PostgREST with it, as a crash of the machine's session would.
        detached: true,
      })
      onTestFinished(() => stopProcess(child))
      await new Promise<void>((ready, fail) => {
        child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Backend:') && ready())
        child.once('exit', (code) => fail(new Error(`The backend exited with ${code}`)))
      })
      return child
    }

    const first = await startProcess()
    expect((await send({ url: apiUrl })).status).toBe(201)
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(1)
    const killed = new Promise((done) => first.once('exit', done))
    process.kill(-first.pid!, 'SIGKILL')
    await killed
    failing = false
    // The database's wait after a failure is its own test's (delivery.test.ts): here it is over by the restart. The
    // killed backend's lock on its folder goes stale after ten seconds.
    await expect
      .poll(() => withDatabaseIn(dataDir, endWaits).then(() => 'open', String), { interval: 1_000, timeout: 60_000 })
      .toBe('open')
    const second = await startProcess()
    // Answered once the function has recorded the delivery.
    await expect
      .poll(() => receiver.deliveries.map((delivery) => delivery.answered), { timeout: 120_000 })
      .toEqual([true, true])
    expect(receiver.ids(), 'the failed post, then the one that delivered it').toEqual([1, 1])
    await stopProcess(second)
    expect(await withDatabaseIn(dataDir, deliveries)).toMatchObject([{ id: 1, delivered: true }])
  })

  it('leaves the enquiries of a database that delivers its own (a real project, named in DATABASE_URL) to it', async ({
    expect,
    onTestFinished,
  }) => {
    const dataDir = join(await scratchFolder(), 'data')
    const { email } = uniqueSender()
    await withDatabaseIn(dataDir, async (databaseUrl) => {
      const owner = new pg.Client({ connectionString: databaseUrl })
      await owner.connect()
      await owner.query(`insert into private.enquiry_delivery (function_url, webhook_secret) values ($1, $2)`, [
        'https://project.example/functions/v1/notify-enquiry',
        'a-webhook-secret-of-more-than-thirty-two-characters',
      ])
      await owner.query('insert into public.contact_form_submissions (name, email, message) values ($1, $2, $3)', [
        'Asha Rao',
        email,
        'Waiting for the team.',
      ])
      await owner.end()
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(async () => warn.mockRestore())
    const receiver = await functionStandIn(() => backend.url)
    onTestFinished(receiver.close)
    const backend = await startBackend({ port: 0, dataDir, enquiryWebhook: { url: receiver.url, everyMs: 200 } })
    let closing: Promise<void> | undefined
    const close = () => (closing ??= backend.close())
    onTestFinished(close)

    await expect
      .poll(() => warn.mock.calls.flat().join('\n'), { timeout: 30_000 })
      .toContain('This database delivers its own enquiries')
    await close()
    expect(receiver.deliveries).toEqual([])
    expect(await withDatabaseIn(dataDir, deliveries)).toMatchObject([{ email, delivered: false }])
  })

  it('posts nothing for a retry the database answered without storing it again', async ({ expect, onTestFinished }) => {
    let apiUrl = ''
    const receiver = await functionStandIn(() => apiUrl)
    onTestFinished(receiver.close)
    const backend = await backendPostingTo(onTestFinished, receiver.url)
    apiUrl = backend.url
    const row = validRow(uniqueSender().email)
    const key = crypto.randomUUID()
    expect((await send(backend, row, key)).status).toBe(201)
    expect((await send(backend, row, key)).status).toBe(201)
    expect((await send(backend)).status).toBe(201)
    await expect
      .poll(async () => (await deliveries(backend.databaseUrl)).every((row) => row.delivered), { timeout: 30_000 })
      .toBe(true)
    const stored = await deliveries(backend.databaseUrl)
    await backend.close()
    expect(stored.map((row) => row.id).sort()).toEqual(receiver.ids().sort())
  })
})

describe('npm start: delivery, the edge function and the outbox', () => {
  it('turns an enquiry into an email in the outbox, with the visitor as Reply-To', async ({
    expect,
    onTestFinished,
  }) => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'site-outbox-'))
    onTestFinished(() => rm(outboxDir, { recursive: true, force: true }))
    const apiPort = await freePort()
    const mail = startLocalMail({
      outboxDir,
      from: 'Acme website <hello@example.org>',
      to: ['hello@example.org'],
      timeZone: 'Asia/Kolkata',
      supabaseUrl: `http://127.0.0.1:${apiPort}`,
    })
    const backend = await backendPostingTo(
      onTestFinished,
      mail.functionUrl,
      { secret: mail.secret, send: mail.send },
      apiPort,
    )
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
    // The function recorded the delivery: the enquiry is not mailed again.
    await expect.poll(async () => (await deliveries(backend.databaseUrl))[0]!.delivered).toBe(true)
    await endWaits(backend.databaseUrl)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await listOutbox(outboxDir)).toHaveLength(1)
  })
})
