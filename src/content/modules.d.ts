// Content files as the content plugin delivers them (scripts/builder/contentPlugin.ts): validated data, typed where
// they are imported (src/content/index.ts).
declare module '@content/*.yaml' {
  const data: unknown
  export default data
}
