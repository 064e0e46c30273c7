export interface Notice {
  tone: 'default' | 'destructive'
  title: string
  description: string
}

/**
 * Shows a notice in the site's toast area. Notices share one id, so a new one replaces the last:
 * one at a time. A destructive one stays until dismissed, so nobody misses why their message did not go.
 */
export async function notify({ tone, title, description }: Notice): Promise<void> {
  const { toast } = await import('sonner')
  const options = { id: 'site-notice', description }
  if (tone === 'destructive') toast.error(title, { ...options, duration: Number.POSITIVE_INFINITY })
  else toast(title, { ...options, duration: 8000 })
}
