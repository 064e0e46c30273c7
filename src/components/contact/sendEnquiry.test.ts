// Sending an enquiry: the page held while it is on its way, one idempotency key per message, and what the visitor is told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactPage } from '@/content/contact'
import type { ContactFormValues } from '@/lib/contactForm'
import { notify } from '@/lib/notify'
import { submitContactMessage, type SubmitResult } from '@/lib/submitContactMessage'
import { sendEnquiry } from './sendEnquiry'

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => {}) }))
vi.mock('@/lib/submitContactMessage', () => ({ submitContactMessage: vi.fn() }))

const notices = contactPage.form.notices
const values: ContactFormValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  countryCode: '+91',
  phone: '',
  company: '',
  message: 'A pilot, please.',
  topic: '',
}

/** A window that only keeps its listeners, to ask whether leaving the page would be held up. */
function pageWindow() {
  const listeners = new Set<(event: { preventDefault(): void; returnValue: unknown }) => void>()
  return {
    addEventListener: (_type: string, listener: never) => listeners.add(listener),
    removeEventListener: (_type: string, listener: never) => listeners.delete(listener),
    leavingAsks() {
      let asked = false
      for (const listener of listeners) listener({ preventDefault: () => (asked = true), returnValue: undefined })
      return asked
    },
  }
}

let page: ReturnType<typeof pageWindow>
const events: string[] = []
const outcome = {
  onSent: () => void events.push('sent'),
  onRefused: (field: string, message: string) => void events.push(`refused ${field}: ${message}`),
}

beforeEach(() => {
  page = pageWindow()
  vi.stubGlobal('window', page)
  events.length = 0
  vi.mocked(notify).mockImplementation(
    async (notice) =>
      void events.push(`${notice.tone} notice: ${notice.description}${notice.link ? ` + ${notice.link.label}` : ''}`),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** The server's answer, kept back until `answer` is called. */
function pendingAnswer() {
  let answer!: (result: SubmitResult) => void
  vi.mocked(submitContactMessage).mockReturnValue(new Promise((resolve) => (answer = resolve)))
  return (result: SubmitResult) => answer(result)
}

describe('sendEnquiry', () => {
  it('asks before the page is left while the message is on its way, and no longer once it is stored', async () => {
    const answer = pendingAnswer()
    const sending = sendEnquiry(values, outcome)
    expect(page.leavingAsks()).toBe(true)
    answer({ success: true, message: notices.success })
    await sending
    expect(page.leavingAsks()).toBe(false)
    expect(events).toEqual(['sent', `default notice: ${notices.success}`])
  })

  it('sends a retry of the same message with the same idempotency key', async () => {
    vi.mocked(submitContactMessage).mockResolvedValue({ success: false, message: notices.failure })
    await sendEnquiry(values, outcome)
    await sendEnquiry({ ...values }, outcome)
    const [first, second] = vi.mocked(submitContactMessage).mock.calls.map(([, key]) => key)
    expect(first).toEqual(expect.any(String))
    expect(second).toBe(first)
  })

  it('names a refused field before the notice, which offers to send the message by email', async () => {
    vi.mocked(submitContactMessage).mockResolvedValue({
      success: false,
      message: notices.refused.phone,
      field: 'phone',
    })
    await sendEnquiry(values, outcome)
    expect(events).toEqual([
      `refused phone: ${notices.refused.phone}`,
      `destructive notice: ${notices.refused.phone} + ${notices.emailInstead}`,
    ])
    const link = vi.mocked(notify).mock.calls[0]![0].link!
    expect(link.href).toMatch(/^mailto:[^?]+\?subject=.*&body=A%20pilot%2C%20please\./)
  })

  it('tells the visitor of a failure that threw, logs it and stops holding the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(submitContactMessage).mockRejectedValue(new TypeError('Failed to fetch'))
    await sendEnquiry(values, outcome)
    expect(events).toEqual([`destructive notice: ${notices.failure} + ${notices.emailInstead}`])
    expect(error).toHaveBeenCalledWith(expect.any(TypeError))
    expect(page.leavingAsks()).toBe(false)
  })
})
