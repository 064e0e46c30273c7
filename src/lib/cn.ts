import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

// Our type scale (styles.css @theme) adds text sizes; without them `text-display` would be taken
// for a colour and drop a `text-ink` next to it.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ['display', 'title', 'lead'] } } })

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
