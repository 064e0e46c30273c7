/** Text made safe to place in HTML, in content and in quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** Bytes in kilobytes of 1024, to one decimal, as the speed budgets count them. */
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A share of the largest value as a CSS width, so bars of one column compare. */
export const barWidth = (value: number, largest: number) => `${largest > 0 ? ((value / largest) * 100).toFixed(1) : 0}%`
