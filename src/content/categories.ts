/** Case studies in a stable order: by category as content/pages.yaml lists them, then by id. */
export function inListingOrder<Study extends { id: string; category: string }>(
  studies: Study[],
  categories: readonly string[],
): Study[] {
  const rank = (study: Study) => categories.indexOf(study.category)
  return studies.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))
}
