/** The case-study categories content may use, in the order the site lists them. */
export const caseStudyCategories = [
  'Predictive Analytics',
  'Healthcare AI',
  'Financial AI',
  'Industrial AI',
  'Supply Chain AI',
  'Customer AI',
] as const

type Category = (typeof caseStudyCategories)[number]

/** Case studies in a stable order: by category as listed above, then by id. */
export function inListingOrder<Study extends { id: string; category: Category }>(studies: Study[]): Study[] {
  const rank = (study: Study) => caseStudyCategories.indexOf(study.category)
  return studies.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))
}
