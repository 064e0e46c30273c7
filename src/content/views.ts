// The fields a page imports of a content file it does not show whole (`?view=<name>` on the import, answered by
// scripts/builder/contentPlugin.ts), so a listing ships its cards, not the stories. Each view's type is a Pick of these.
export const views = {
  /** pages.yaml as every page knows it: all but the contact page's words (./contact.ts). */
  pages: ['caseStudies', 'caseStudy', 'solutions', 'notFound'],
  contactPage: ['contact'],
  caseStudyLabels: ['caseStudy'],
  caseStudyCard: ['id', 'title', 'client', 'category', 'imageUrl', 'summary', 'headline', 'place'],
  caseStudyResult: ['id', 'title', 'client', 'headline', 'place'],
  solutionLink: ['slug', 'order', 'name'],
  solutionCard: ['slug', 'order', 'name', 'tagline', 'summary', 'icon', 'imageUrl', 'video'],
} as const
