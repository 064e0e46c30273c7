// Content files as scripts/builder/contentPlugin.ts delivers them (`?view=` ships only a view's fields: ./views.ts), typed where imported.
declare module '@content/*' {
  const data: unknown
  export default data
}
