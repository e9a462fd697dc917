declare module 'virtual:light-strings' {
  /** The locale texts of the signed-out pages, flattened (`auth.login.title`), per locale (light-build.ts). */
  const strings: Record<import('../../domain/constants.ts').Locale, Record<string, string>>;
  export default strings;
}
