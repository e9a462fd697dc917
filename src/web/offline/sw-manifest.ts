import type { Locale } from '../../domain/constants.ts';

/**
 * Points the app's `<link rel="manifest">` (src/web/build/web-manifests.ts writes one per language)
 * at the page's language, so an installed Chispa is named and described in it.
 */
export const linkManifestOf = (locale: Locale): void => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = `/manifest-${locale}.webmanifest`;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
};
