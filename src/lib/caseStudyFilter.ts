export function categoriesOf<Category extends string>(entries: readonly { category: Category }[]): Category[] {
  return [...new Set(entries.map((entry) => entry.category))]
}

/** Keeps the chosen category in the address: `/case-studies?category=healthcare-ai`. */
export const CATEGORY_PARAM = 'category'

/** "Supply Chain AI" → "supply-chain-ai". */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The category a `?category=` value names, or null (All) when it names none that exists. */
export const categoryFromParam = <Category extends string>(value: string | null, categories: readonly Category[]) =>
  categories.find((category) => categorySlug(category) === value) ?? null
