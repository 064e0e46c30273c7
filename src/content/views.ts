// The fields a page imports of a content file it does not show whole: `?view=<name>` on the import, which the build
// answers with these fields alone (scripts/builder/contentPlugin.ts), so a listing ships its cards and not the stories.
// Plain data: the build reads it too; each view's type is a Pick of these fields where it is imported.
export const views = {
  /** pages.yaml as every page knows it: all but the contact page's words, which ./contact.ts holds. */
  pages: ['caseStudies', 'caseStudy', 'solutions', 'notFound'],
  contactPage: ['contact'],
  caseStudyLabels: ['caseStudy'],
  caseStudyCard: ['id', 'title', 'client', 'category', 'imageUrl', 'summary', 'headline'],
  /** Each study's headline result and names, for pages that quote results without the cards. */
  caseStudyResult: ['id', 'title', 'client', 'category', 'headline'],
  /** What every page knows of the solutions, for the footer and the contact form. */
  solutionLink: ['slug', 'order', 'name'],
  solutionCard: ['slug', 'order', 'name', 'tagline', 'summary', 'icon', 'imageUrl', 'video'],
} as const

export type View = keyof typeof views
