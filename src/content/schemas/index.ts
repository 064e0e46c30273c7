// Each file under content/ is checked against one of these (scripts/builder/content/validate.ts); the app gets the types.
export * from './primitives.ts'
export * from './site.ts'
export * from './home.ts'
export * from './pages.ts'
export * from './solutions.ts'
export * from './caseStudies.ts'
export * from './articles.ts'
