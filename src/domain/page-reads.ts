import { isLocale, LIMITS, type Locale } from './constants.ts';

/**
 * Home's guide list, those written in the page's language: the page's first read, which the server
 * also makes for its HTML (server/home-pictures.ts).
 */
export const homeGuidesRead = (lang: Locale) =>
  `/api/guides?limit=${LIMITS.homeRecommendedGuides}&language=${lang}`;

/**
 * The API reads an app page starts with (`GET` paths, exactly as the page asks for them), so they
 * can start with the page's HTML instead of after its code: the server names them in the HTML as
 * `<link rel="preload" as="fetch">` for a signed-in request, and the app's entry asks for them
 * before React renders (src/web/lib/early-reads.ts). A page that stops asking for one of these
 * only wastes that request; one that asks for more just waits for it as before.
 */
const PAGE_READS: readonly {
  pattern: RegExp;
  reads: (match: RegExpExecArray, lang: Locale) => string[];
}[] = [
  {
    pattern: /^home$/,
    reads: (_, lang) => [`/api/projects?limit=${LIMITS.homeNewestProjects}`, homeGuidesRead(lang)],
  },
  {
    pattern: /^board\/([^/]+)$/,
    reads: ([, id = '']) => [
      `/api/projects/${encodeURIComponent(decodeSegment(id))}`,
      '/api/colors',
      '/api/catalogue',
    ],
  },
];

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The id of the app HTML's `<script type="application/json">` holding answers of the page's first
 * reads that the server already had when it wrote the page (`GET` path → JSON): the page takes
 * them instead of asking.
 */
export const EARLY_ANSWERS_ID = 'early-answers';

/**
 * `GET` paths the app page at `pathname` reads first: the signed-in person (`/api/me`, which every
 * app page's guard asks for) and the page's own first reads; none for a path without a language.
 * (The signed-out pages' light client reads nothing: the server only names these in the app's HTML.)
 */
export const firstReadsOf = (pathname: string): string[] => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [lang] = segments;
  if (!isLocale(lang)) return [];
  const page = segments.slice(1).join('/');
  for (const { pattern, reads } of PAGE_READS) {
    const match = pattern.exec(page);
    if (match) return ['/api/me', ...reads(match, lang)];
  }
  return ['/api/me'];
};
