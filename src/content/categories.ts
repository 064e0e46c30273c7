/** Case studies in a stable order: by category as content/pages.yaml lists them, then by id. */
export function inListingOrder<Study extends { id: string; category: string }>(
  studies: Study[],
  categories: readonly string[],
): Study[] {
  const rank = (study: Study) => categories.indexOf(study.category)
  return studies.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))
}

/** Case studies in the order inListingOrder gave them at build time (their `place`), without the categories. */
export const byListingPlace = <Study extends { place?: number }>(studies: Study[]): Study[] =>
  studies.sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
