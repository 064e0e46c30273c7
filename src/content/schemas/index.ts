// The content schemas, one module per collection, built from shared primitives. Each file under
// content/ is checked against one of them (see ../validate.ts); the app receives the types.
export * from './primitives.ts'
export * from './site.ts'
export * from './home.ts'
export * from './pages.ts'
export * from './solutions.ts'
export * from './caseStudies.ts'
export * from './legal.ts'
