import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../domain/constants.ts';
import { isSignedOutPagePath, lightPageOf } from '../../domain/signed-out-pages.ts';
import { PAGE_AREAS, SHELL_AREAS } from '../i18n/areas.ts';
import { flatten } from '../i18n/translate.ts';
import { LIGHT_KEYS } from './keys.ts';

/**
 * Build-time side of the signed-out pages (runs in Vite, never in the browser): their texts, the
 * app files they preload, and light.html for their paths under `vite` (dev).
 */

export type Strings = Record<string, string>;
type Tree = { [key: string]: string | Tree };

const I18N_DIR = path.resolve(import.meta.dirname, '../i18n');
const STRINGS_ID = 'virtual:light-strings';
/** The class sign-in (issue 27): a chunk of its own, imported by the address light.html names. */
const CLASS_SIGN_IN = path.resolve(import.meta.dirname, 'class-sign-in.tsx');
/** The app's entry chunk stands for its HTML page. */
const APP_ENTRY = '/src/web/index.html';
/** Home is where a sign-in lands: its page chunk is preloaded with the app. */
const HOME_PAGE = '/src/web/features/home/home-page.tsx';

/** The entries of a locale file under `keys` (each a key or a prefix), flattened to `a.b.c` keys. */
export const pickStrings = (locale: Tree, keys: readonly string[]): Strings =>
  Object.fromEntries(
    Object.entries(flatten(locale)).filter(([key]) =>
      keys.some((wanted) => key === wanted || key.startsWith(`${wanted}.`)),
    ),
  );

export const readLocale = (locale: Locale): Tree =>
  JSON.parse(readFileSync(path.join(I18N_DIR, `${locale}.json`), 'utf8')) as Tree;

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk's file and every file it imports statically, its CSS apart. */
const closureOf = (bundle: Record<string, { type: string }>, start: OutputChunk) => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next as OutputChunk);
    }
  };
  visit(start);
  return { scripts, styles };
};

const textsChunk = (chunks: readonly OutputChunk[], locale: Locale): OutputChunk => {
  const chunk = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId === `\0${STRINGS_ID}/${locale}`);
  if (!chunk) throw new Error(`light.html: no chunk for the ${locale} texts in the bundle`);
  return chunk;
};

let isBuild = false;

export const lightPages = (): Plugin => ({
  name: 'chispa-light-pages',
  configResolved: (config) => {
    isBuild = config.command === 'build';
  },
  resolveId: (id) => (id.startsWith(`${STRINGS_ID}/`) ? `\0${id}` : null),
  load(id) {
    const locale = LOCALES.find((candidate) => id === `\0${STRINGS_ID}/${candidate}`);
    if (!locale) return null;
    this.addWatchFile(path.join(I18N_DIR, `${locale}.json`));
    return `export default ${JSON.stringify(pickStrings(readLocale(locale), LIGHT_KEYS))};`;
  },
  // Each language's texts are a chunk of their own, which the page imports by the URL light.html
  // names: no bundler-made dynamic import, so no preload helper in the page's JavaScript.
  buildStart() {
    if (!isBuild) return;
    for (const locale of LOCALES)
      this.emitFile({
        type: 'chunk',
        id: `${STRINGS_ID}/${locale}`,
        name: `light-${locale}`,
        preserveSignature: 'strict',
      });
    this.emitFile({ type: 'chunk', id: CLASS_SIGN_IN, name: 'class-sign-in', preserveSignature: 'strict' });
  },
  // light.html names the app's entry, the home page, what they import and home's texts, for preload.ts to fetch
  // once the person means to sign in (nothing is fetched before that).
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!context.bundle || !context.filename.endsWith('light.html')) return html;
      const chunks = Object.values(context.bundle).filter(
        (item): item is OutputChunk & typeof item => item.type === 'chunk',
      ) as unknown as OutputChunk[];
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const target of [APP_ENTRY, HOME_PAGE]) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(target));
        if (!chunk) throw new Error(`light.html: no chunk for ${target} in the bundle`);
        const found = closureOf(context.bundle, chunk);
        for (const file of found.scripts) scripts.add(`/${file}`);
        for (const file of found.styles) styles.add(`/${file}`);
      }
      const texts = LOCALES.map((locale) => `${locale}=/${textsChunk(chunks, locale).fileName}`);
      const classSignIn = chunks.find((c) => c.facadeModuleId === CLASS_SIGN_IN);
      if (!classSignIn) throw new Error('light.html: no chunk for the class sign-in in the bundle');
      const classTexts = LOCALES.map((locale) => {
        const id = `\0virtual:chispa-strings/strings-${locale}-classSignIn`;
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk)
          throw new Error(`light.html: no chunk for the ${locale} class sign-in texts in the bundle`);
        return `${locale}=/${chunk.fileName}`;
      });
      // Home's text areas in each language (i18n/areas.ts): the app downloads them before home shows.
      const appTexts = LOCALES.map((locale) => {
        const files = [...SHELL_AREAS, ...PAGE_AREAS.home].map((area) => {
          const id = `\0virtual:chispa-strings/strings-${locale}-${area}`;
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`light.html: no chunk for the ${locale} ${area} texts in the bundle`);
          return `/${chunk.fileName}`;
        });
        return `${locale}=${files.join(',')}`;
      });
      return {
        html,
        tags: [
          {
            tag: 'meta',
            attrs: { name: 'chispa-light-strings', content: texts.join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: 'chispa-light-class', content: `/${classSignIn.fileName}` },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: 'chispa-light-class-texts', content: classTexts.join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: 'chispa-app-scripts', content: [...scripts].join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: 'chispa-app-styles', content: [...styles].join(' ') },
            injectTo: 'head',
          },
          {
            tag: 'meta',
            attrs: { name: 'chispa-app-texts', content: appTexts.join(' ') },
            injectTo: 'head',
          },
        ],
      };
    },
  },
  // light-{lang}.html: light.html preloading that language's texts beside React, so the page waits
  // for no extra round trip; the server picks it by the path's language (src/server/app.ts).
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['light.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      for (const locale of LOCALES) {
        const texts = textsChunk(Object.values(bundle) as unknown as OutputChunk[], locale);
        const preload = `<link rel="modulepreload" crossorigin href="/${texts.fileName}">`;
        this.emitFile({
          type: 'asset',
          fileName: lightPageOf(locale),
          source: html.replace('</head>', `  ${preload}\n  </head>`),
        });
      }
    },
  },
  // `vite` (dev) answers every path with index.html; the signed-out pages get theirs, as the server does.
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://dev.invalid');
      const isPage = request.headers.accept?.includes('text/html') && isSignedOutPagePath(url.pathname);
      if (isPage) request.url = '/light.html';
      next();
    });
  },
});
