import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../domain/constants.ts';

/**
 * Build-time only. The installable app's web manifest, one per language (`manifest-es.webmanifest`…)
 * with its name and description in that language; the app's HTML links the Spanish one and main.tsx
 * points the link at the page's language (offline/sw-manifest.ts).
 */

const I18N_DIR = path.resolve(import.meta.dirname, '../i18n');
export const THEME_COLOR = '#0a2a6b';

export const manifestFileOf = (locale: Locale) => `manifest-${locale}.webmanifest`;

interface Texts {
  app: { name: string };
  offline: { shell: { installDescription: string } };
}

export const webManifestOf = (locale: Locale, texts: Texts) => ({
  id: '/',
  name: texts.app.name,
  short_name: texts.app.name,
  description: texts.offline.shell.installDescription,
  lang: locale,
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

const textsOf = (locale: Locale): Texts =>
  JSON.parse(readFileSync(path.join(I18N_DIR, `${locale}.json`), 'utf8')) as Texts;

export const webManifests = (): Plugin => ({
  name: 'chispa-web-manifests',
  apply: 'build',
  generateBundle() {
    for (const locale of LOCALES)
      this.emitFile({
        type: 'asset',
        fileName: manifestFileOf(locale),
        source: JSON.stringify(webManifestOf(locale, textsOf(locale))),
      });
  },
  transformIndexHtml: {
    order: 'post',
    // The app only: the light pages are signed out and have no byte to spare.
    handler: (html, context) =>
      context.filename.endsWith('index.html')
        ? [{ tag: 'link', attrs: { rel: 'manifest', href: `/${manifestFileOf('es')}` }, injectTo: 'head' }]
        : html,
  },
});
