import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale } from '../domain/constants.ts';
import { EARLY_ANSWERS_ID, firstReadsOf } from '../domain/page-reads.ts';

/**
 * What the app's HTML names for the page it is served for, so the browser fetches it beside the
 * entry instead of after it (each step of entry → texts → page code → data was a round trip):
 * the page's chunks and their CSS, its text areas in the path's language, and, for a signed-in
 * request, the API reads the page starts with (domain/page-reads.ts). Read from the build: Vite's
 * manifest (`.vite/manifest.json`) and the page table the build writes from routes.tsx
 * (`.vite/page-routes.json`, src/web/build/page-routes.ts).
 */

/** One entry of Vite's `manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageRoutes {
  shellAreas: readonly string[];
  pages: { path: string; module: string; areas: readonly string[] }[];
}

interface Page {
  pattern: RegExp;
  scripts: string[];
  styles: string[];
  areas: readonly string[];
}

/** The app's HTML page, the key of its entry in the manifest. */
const APP_ENTRY = 'index.html';

/** `/:lang/academy/course/:courseId?` as a regular expression over a pathname. */
export const patternOf = (route: string): RegExp => {
  const parts = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}/?$`);
};

/** A chunk's file and every file it imports statically, each once, with their CSS. */
const closureOf = (manifest: Manifest, key: string) => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return { scripts, styles };
};

/** A text for an HTML attribute value in double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const href = (file: string) => escapeAttribute(file.startsWith('/') ? file : `/${file}`);

export interface PagePreloads {
  /**
   * `<link>` elements for the page at `pathname`: its files, and its first reads when signed in,
   * except those `answered` in the HTML itself (`earlyAnswersScript`).
   */
  linksFor(pathname: string, isSignedIn: boolean, answered?: ReadonlySet<string>): string;
}

export const createPagePreloads = (manifest: Manifest, routes: PageRoutes): PagePreloads => {
  // The entry's own files are in index.html already (Vite writes them there).
  const entry = closureOf(manifest, APP_ENTRY);
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest))
    if (chunk.name?.startsWith('strings-')) texts.set(chunk.name, chunk.file);
  const pages: Page[] = routes.pages.map((page) => {
    const own = closureOf(manifest, page.module);
    if (own.scripts.size === 0) throw new Error(`page-routes: ${page.module} is not in the manifest`);
    return {
      pattern: patternOf(page.path),
      scripts: [...own.scripts].filter((file) => !entry.scripts.has(file)),
      styles: [...own.styles].filter((file) => !entry.styles.has(file)),
      areas: page.areas,
    };
  });

  return {
    linksFor: (pathname, isSignedIn, answered = new Set()) => {
      const lang = pathname.split('/').find((segment) => segment !== '');
      if (!isLocale(lang)) return '';
      const page = pages.find((candidate) => candidate.pattern.test(pathname));
      const areas = [...new Set([...routes.shellAreas, ...(page?.areas ?? [])])];
      const textFiles = areas.flatMap((area) => texts.get(`strings-${lang}-${area}`) ?? []);
      // The reads first: the browser asks in this order over six connections, and the page's own
      // files are many; a read asked last waited for all of them (the board's data came after
      // its scripts) while the server could have answered it beside them.
      const links = [
        ...(isSignedIn ? firstReadsOf(pathname) : [])
          .filter((read) => !answered.has(read))
          .map((read) => `<link rel="preload" as="fetch" crossorigin href="${href(read)}">`),
        ...[...(page?.scripts ?? []), ...textFiles].map(
          (file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`,
        ),
        ...(page?.styles ?? []).map(
          (file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`,
        ),
      ];
      return links.join('\n');
    },
  };
};

/**
 * Answers of a page's first reads the server already has, for the HTML: `GET` path → JSON, in a
 * `<script type="application/json">` the app's entry reads (`src/web/lib/early-reads.ts`). Never
 * run as a script; `<`, `>`, `&` and the two JavaScript line ends are escaped, so a stored text
 * (`</script>`, `<!--`) can't end the element or become markup.
 */
export const earlyAnswersScript = (answers: Readonly<Record<string, unknown>>): string => {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${json}</script>`;
};

/** The preloads of the build in `webDist`, or null when it has no manifest or page table (an old or partial build). */
export const readPagePreloads = (webDist: string): PagePreloads | null => {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const routesFile = path.join(webDist, '.vite/page-routes.json');
  if (!existsSync(manifestFile) || !existsSync(routesFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as PageRoutes;
  return createPagePreloads(manifest, routes);
};
