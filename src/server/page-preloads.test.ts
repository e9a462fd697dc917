import { describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_ID } from '../domain/page-reads.ts';
import {
  createPagePreloads,
  earlyAnswersScript,
  type Manifest,
  type PageRoutes,
  patternOf,
} from './page-preloads.ts';

// A build's manifest in small: the entry and its shared chunks, two pages, texts by language and area.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_react-R.js', '_common-C.js'],
    css: ['assets/index-E.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_common-C.js': { file: 'assets/common-C.js', imports: ['_react-R.js'] },
  '_cards-K.js': { file: 'assets/cards-K.js', imports: ['_common-C.js'], css: ['assets/cards-K.css'] },
  'features/home/home-page.tsx': {
    file: 'assets/home-page-H.js',
    imports: ['_common-C.js', '_cards-K.js', '_react-R.js'],
    css: ['assets/home-page-H.css'],
  },
  'features/workspace/workspace-page.tsx': {
    file: 'assets/workspace-page-W.js',
    imports: ['_cards-K.js', '_canvas-V.js'],
  },
  '_canvas-V.js': { file: 'assets/canvas-V.js', imports: ['_cards-K.js'] },
  '../../virtual:chispa-strings/strings-es-shell': {
    file: 'assets/strings-es-shell-1.js',
    name: 'strings-es-shell',
  },
  '../../virtual:chispa-strings/strings-es-projects': {
    file: 'assets/strings-es-projects-2.js',
    name: 'strings-es-projects',
  },
  '../../virtual:chispa-strings/strings-pt-shell': {
    file: 'assets/strings-pt-shell-3.js',
    name: 'strings-pt-shell',
  },
  '../../virtual:chispa-strings/strings-pt-workspace': {
    file: 'assets/strings-pt-workspace-4.js',
    name: 'strings-pt-workspace',
  },
};

const ROUTES: PageRoutes = {
  shellAreas: ['shell'],
  pages: [
    { path: '/:lang/home', module: 'features/home/home-page.tsx', areas: ['projects'] },
    { path: '/:lang/board/:id', module: 'features/workspace/workspace-page.tsx', areas: ['workspace'] },
  ],
};

const hrefs = (html: string, rel: RegExp) =>
  html
    .split('\n')
    .filter((line) => rel.test(line))
    .map((line) => /href="([^"]+)"/.exec(line)?.[1]);

describe('page preloads: the files and first reads of the page the HTML is served for', () => {
  const preloads = createPagePreloads(MANIFEST, ROUTES);

  it("names the page's own chunks (not the entry's, which index.html has) and its texts in the path's language", () => {
    const html = preloads.linksFor('/es/home', false);
    expect(hrefs(html, /rel="modulepreload"/)).toEqual([
      '/assets/home-page-H.js',
      '/assets/cards-K.js',
      '/assets/strings-es-shell-1.js',
      '/assets/strings-es-projects-2.js',
    ]);
    expect(hrefs(html, /rel="preload" as="style"/)).toEqual([
      '/assets/home-page-H.css',
      '/assets/cards-K.css',
    ]);
    for (const line of html.split('\n')) expect(line).toContain(' crossorigin ');
  });

  it('adds the first API reads only for a signed-in request', () => {
    expect(preloads.linksFor('/pt/board/p1', false)).not.toContain('as="fetch"');
    const html = preloads.linksFor('/pt/board/p1', true);
    expect(hrefs(html, /as="fetch"/)).toEqual([
      '/api/me',
      '/api/projects/p1',
      '/api/colors',
      '/api/catalogue',
    ]);
    expect(hrefs(html, /rel="modulepreload"/)).toEqual([
      '/assets/workspace-page-W.js',
      '/assets/cards-K.js',
      '/assets/canvas-V.js',
      '/assets/strings-pt-shell-3.js',
      '/assets/strings-pt-workspace-4.js',
    ]);
    // The reads are asked before the page's files, not queued behind them.
    expect(html.lastIndexOf('as="fetch"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('does not preload a read whose answer the HTML holds', () => {
    const html = preloads.linksFor('/pt/board/p1', true, new Set(['/api/colors', '/api/other']));
    expect(hrefs(html, /as="fetch"/)).toEqual(['/api/me', '/api/projects/p1', '/api/catalogue']);
  });

  it('preloads only the shell texts (and the person) on an app path that is no lazy page', () => {
    const html = preloads.linksFor('/es/somewhere', true);
    expect(hrefs(html, /rel="modulepreload"/)).toEqual(['/assets/strings-es-shell-1.js']);
    expect(hrefs(html, /as="fetch"/)).toEqual(['/api/me']);
  });

  it('names nothing for a path without a language', () => {
    expect(preloads.linksFor('/home', true)).toBe('');
    expect(preloads.linksFor('/', true)).toBe('');
  });

  it('keeps a hostile path inside its attribute', () => {
    for (const id of ['"><img src=x onerror=alert(1)>', '%22%3E%3Cimg%20src%3Dx%3E']) {
      const html = preloads.linksFor(`/es/board/${id}`, true);
      expect(html, id).toContain('href="/api/projects/%22%3E%3Cimg%20src%3Dx');
      expect(html, id).not.toContain('<img');
    }
  });

  it('fails when a page of the table is missing from the manifest (a table and build that do not match)', () => {
    const routes = {
      shellAreas: ['shell'],
      pages: [{ path: '/:lang/x', module: 'features/x.tsx', areas: [] }],
    };
    expect(() => createPagePreloads(MANIFEST, routes)).toThrow(/features\/x\.tsx/);
  });
});

describe('patternOf: a route path as React Router matches it', () => {
  it('matches parameters as one segment each, optional ones maybe absent, and a trailing slash', () => {
    const board = patternOf('/:lang/board/:id');
    expect(board.test('/es/board/abc')).toBe(true);
    expect(board.test('/es/board/abc/')).toBe(true);
    expect(board.test('/es/board')).toBe(false);
    expect(board.test('/es/board/a/b')).toBe(false);
    const course = patternOf('/:lang/academy/course/:courseId?');
    expect(course.test('/pt/academy/course')).toBe(true);
    expect(course.test('/pt/academy/course/c1')).toBe(true);
    expect(course.test('/pt/academy')).toBe(false);
  });
});

describe('early answers in the HTML: data the page takes instead of asking, never markup', () => {
  const inner = (html: string) => {
    const match = new RegExp(
      `^<script type="application/json" id="${EARLY_ANSWERS_ID}">(.*)</script>$`,
      's',
    ).exec(html);
    if (!match?.[1]) throw new Error(`not one early-answers element: ${html}`);
    return match[1];
  };

  it('keeps any stored text as data: it reads back the same, and no character of it is markup', () => {
    const answers = {
      '/api/guides?limit=4': {
        items: [
          { name: '</script><script>alert(1)</script>', summary: "<!-- a & b --> $& $' \u2028\u2029 ñ" },
        ],
      },
    };
    const html = earlyAnswersScript(answers);
    const json = inner(html);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(answers);
  });

  it('writes nothing when there is no answer', () => {
    expect(earlyAnswersScript({})).toBe('');
  });
});
