/** The loaders of each language's text areas (`loaders.es.shell()`), made by strings-build.ts. */
declare module 'virtual:chispa-strings' {
  export const loaders: Record<
    string,
    Record<string, (() => Promise<{ default: Record<string, string> }>) | undefined> | undefined
  >;
}
