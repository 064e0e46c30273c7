// Content files as the content plugin delivers them (scripts/builder/contentPlugin.ts), `?fields=` naming the fields
// to ship: validated data, typed where they are imported.
declare module '@content/*' {
  const data: unknown
  export default data
}
