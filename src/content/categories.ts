/** The case-study categories content may use, in the order the site lists them. */
export const caseStudyCategories = [
  'Predictive Analytics',
  'Healthcare AI',
  'Financial AI',
  'Industrial AI',
  'Supply Chain AI',
  'Customer AI',
] as const
