/** Small readers for raw HTML as a crawler or a browser without JavaScript receives it. */

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

export function headingsIn(html: string, level: 1 | 2 = 1): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) => decode(match[1] ?? ''))
}

export function titleOf(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)
  return match ? decode(match[1] ?? '') : undefined
}

export function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*(?:name|http-equiv)="${name}"[^>]*>`, 'i').exec(html)?.[0]
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined
}

/** The visible text inside <main>, as a visitor without JavaScript reads it. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, ''))
}
