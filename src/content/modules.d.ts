// Types of the validated content files (see scripts/build/contentPlugin.ts).
declare module '@content/site.yaml' {
  const data: import('./schemas').Site
  export default data
}
declare module '@content/home.yaml' {
  const data: import('./schemas').Home
  export default data
}
declare module '@content/pages.yaml' {
  const data: import('./schemas').Pages
  export default data
}
declare module '*.md' {
  const document: import('./schemas').LegalDocument
  export default document
}
