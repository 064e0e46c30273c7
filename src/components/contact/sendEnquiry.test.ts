// Holding the page while a message is on its way, the retry's key and a refusal named on its field are proven in the
// browser (e2e/contact.spec.ts); a send that throws is this test's: the visitor is told, and the page is let go.
import { afterEach, expect, it, vi } from 'vitest'
import { contactPage } from '@/content/contact'
import { notify } from '@/lib/notify'
import { submitContactMessage } from '@/lib/submitContactMessage'
import { sendEnquiry } from './sendEnquiry'

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => {}) }))
vi.mock('@/lib/submitContactMessage', () => ({ submitContactMessage: vi.fn() }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

it('tells the visitor of a failure that threw, offers the email instead, logs it and stops holding the page', async () => {
  const leaveGuards = new Set<unknown>()
  let held = 0
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: unknown) => leaveGuards.add(listener) && held++,
    removeEventListener: (_type: string, listener: unknown) => leaveGuards.delete(listener),
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.mocked(submitContactMessage).mockRejectedValue(new TypeError('Failed to fetch'))
  const values = { name: 'Asha Rao', email: 'asha@example.com', countryCode: '+91', phone: '', company: '', topic: '' }
  await sendEnquiry({ ...values, message: 'A pilot, please.' }, { onSent: () => {}, onRefused: () => {} })
  const { notices } = contactPage.form
  expect(vi.mocked(notify).mock.calls.map(([notice]) => [notice.tone, notice.description, notice.link?.label])).toEqual(
    [['destructive', notices.failure, notices.emailInstead]],
  )
  expect(error).toHaveBeenCalledWith(expect.any(TypeError))
  expect([held, leaveGuards.size], 'held while sending, then let go').toEqual([1, 0])
})
