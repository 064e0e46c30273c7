/** The names the backend writes into SQL itself: which a table or column name may be, and how it is quoted. */

/** A plain identifier: nothing that would need escaping inside quotes. */
export const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/

export const quote = (name: string) => `"${name}"`
