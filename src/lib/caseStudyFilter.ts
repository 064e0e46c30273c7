/** The distinct categories of some entries, in the order they first appear. */
export function categoriesOf<Category extends string>(entries: readonly { category: Category }[]): Category[] {
  return [...new Set(entries.map((entry) => entry.category))]
}

/** The entries in `category`, or all of them when no category is selected. */
export function filterByCategory<Entry extends { category: string }>(entries: readonly Entry[], category: string | null): Entry[] {
  return category === null ? [...entries] : entries.filter((entry) => entry.category === category)
}
