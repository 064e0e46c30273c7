// Fixed words after a name from content or a visitor: "Pvt. Ltd." + ". All rights reserved." keeps one full stop.
// Here, not in src/, because the site and the team's email both join so, and the function reaches only this folder.

// A name that already ends as a sentence would: an abbreviation's full stop, or its own "!", "?" or "…".
const endsSentence = /[.!?…]$/u

/** `before` then `after`, without `after`'s opening full stop when `before` already ends with one. */
export function joinText(before: string, after: string): string {
  return endsSentence.test(before) && after.startsWith('.') ? before + after.slice(1) : before + after
}
