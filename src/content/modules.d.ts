// Content files as the content plugin delivers them (see scripts/builder/contentPlugin.ts): validated
// data, typed where they are imported (src/content/index.ts), and compiled policies.
declare module '@content/*.yaml' {
  const data: unknown
  export default data
}
declare module '*.md' {
  const document: import('./schemas').LegalDocument
  export default document
}
