// A stored enquiry and the function's settings, as the tests of this folder use them. Nothing the
// Deno entry imports: it is never deployed.
import type { Enquiry } from '../_shared/enquiry.ts'
import type { Settings } from './settings.ts'

export const sampleSettings: Settings = {
  webhookSecret: 'a-long-shared-secret',
  apiKey: 're_test',
  apiUrl: 'https://email.test',
  from: 'Website <enquiries@example.org>',
  to: ['team@example.org', 'sales@example.org'],
}

export const sampleEnquiry: Enquiry = {
  id: 42,
  name: 'Asha Rao',
  email: 'asha@example.com',
  company: 'Greenfield School',
  phone_number: '+91 98765 43210',
  message: 'We would like a pilot\nfor two classes.',
  created_at: '2026-11-22T09:14:03.120Z',
  received_at: '2026-11-22T09:14:03.456Z',
}
