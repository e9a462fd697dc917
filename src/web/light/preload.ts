/**
 * The app's entry, the home page and the files they import, as light.html lists them at build time
 * (light-build.ts). Fetched once the person shows they mean to sign in (a field of the form gets
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
  for (const href of listed('chispa-app-styles')) add('preload', href, 'style');
};
