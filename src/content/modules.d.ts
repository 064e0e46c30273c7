// Content files as scripts/builder/contentPlugin.ts delivers them (`?fields=` ships only those), typed where imported.
declare module '@content/*' {
  const data: unknown
  export default data
}
