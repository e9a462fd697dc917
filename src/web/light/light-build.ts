import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../domain/constants.ts';
import { isSignedOutPagePath } from '../../domain/signed-out-pages.ts';
import { LIGHT_KEYS } from './keys.ts';

/**
 * Build-time side of the signed-out pages (runs in Vite, never in the browser): their texts, the
 * app files they preload, and light.html for their paths under `vite` (dev).
 */

export type Strings = Record<string, string>;
type Tree = { [key: string]: string | Tree };

const I18N_DIR = path.resolve(import.meta.dirname, '../i18n');
const STRINGS_ID = 'virtual:light-strings';
/** The app's entry chunk stands for its HTML page. */
const APP_ENTRY = '/src/web/index.html';
/** Home is where a sign-in lands: its page chunk is preloaded with the app. */
const HOME_PAGE = '/src/web/features/home/home-page.tsx';

const flatten = (tree: Tree, prefix = ''): Strings =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => {
      const full = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[full, value]] : Object.entries(flatten(value, full));
    }),
  );

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

export const lightPages = (): Plugin => ({
  name: 'chispa-light-pages',
  resolveId: (id) => (id === STRINGS_ID ? `\0${STRINGS_ID}` : null),
  load(id) {
    if (id !== `\0${STRINGS_ID}`) return null;
    const strings = Object.fromEntries(
      LOCALES.map((locale) => {
        this.addWatchFile(path.join(I18N_DIR, `${locale}.json`));
        return [locale, pickStrings(readLocale(locale), LIGHT_KEYS)];
      }),
    );
    return `export default ${JSON.stringify(strings)};`;
  },
  // light.html names the app's entry, the home page and what they import, for preload.ts to fetch
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
      return {
        html,
        tags: [
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
        ],
      };
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
