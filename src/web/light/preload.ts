/**
 * The app's entry, the home page and the files they import, with home's texts in the page's
 * language, as light.html lists them at build time (light-build.ts). Fetched once the person shows they mean to sign in (a field of the form gets
 * focus), so the app and home open at once after the sign-in, and a visitor who only reads the
 * landing page downloads none of it.
 */
let isPreloaded = false;

const listed = (name: string): string[] =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

export const preloadApp = () => {
  if (isPreloaded) return;
  isPreloaded = true;
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = '';
    document.head.append(link);
  };
  for (const href of listed('chispa-app-scripts')) add('modulepreload', href);
  const lang = document.documentElement.lang;
  const texts = listed('chispa-app-texts').find((entry) => entry.startsWith(`${lang}=`));
  for (const href of texts?.slice(lang.length + 1).split(',') ?? []) add('modulepreload', href);
  for (const href of listed('chispa-app-styles')) add('preload', href, 'style');
};
