// The edge function's entry, for Deno on Supabase: everything it does is in enquiry.ts.
import { handleWebhook, settingsFrom } from './enquiry.ts'

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
  env: { get(name: string): string | undefined }
}

const settings = settingsFrom((name) => Deno.env.get(name))
Deno.serve((request) => handleWebhook(request, settings))
