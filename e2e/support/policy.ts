import { metaContent } from './html'

/** A Content-Security-Policy as directive name → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
  return new Map(directives.map(([name, ...sources]) => [name!.toLowerCase(), sources]))
}

/** The policy a page's HTML carries in `<meta http-equiv="Content-Security-Policy">`, if any. */
export const metaPolicyOf = (html: string): string | undefined => metaContent(html, 'Content-Security-Policy')
