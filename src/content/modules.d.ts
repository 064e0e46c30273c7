// Content files as scripts/builder/contentPlugin.ts delivers them (`?view=` ships only a view's fields: ./views.ts), typed where imported.
declare module '@content/*' {
  const data: unknown
  export default data
}

// Every icon content may name, drawn (scripts/builder/contentPlugin.ts): for the editor's previews.
declare module 'virtual:icon-drawings' {
  const drawings: Record<import('./icons.ts').IconName, import('./schemas/index.ts').IconDrawing>
  export default drawings
}
