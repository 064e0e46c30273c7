// The edge function's entry, for Deno on Supabase.
import { handleWebhook } from './handleWebhook.ts'
import { settingsFrom } from './settings.ts'

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
  env: { get(name: string): string | undefined }
}

const settings = settingsFrom((name) => Deno.env.get(name))
Deno.serve((request) => handleWebhook(request, settings))
