import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import { firstReadsOf } from './page-reads.ts';

describe('firstReadsOf: the API reads an app page starts with', () => {
  it("home reads the person, the newest projects and the recommended guides in the page's language, as its queries ask", () => {
    expect(firstReadsOf('/es/home')).toEqual([
      '/api/me',
      `/api/projects?limit=${LIMITS.homeNewestProjects}`,
      `/api/guides?limit=${LIMITS.homeRecommendedGuides}&language=es`,
    ]);
    expect(firstReadsOf('/pt/home/')[2]).toBe(
      `/api/guides?limit=${LIMITS.homeRecommendedGuides}&language=pt`,
    );
  });

  it('a board reads its project (its id encoded as the page asks for it), the wire colours and the catalogue', () => {
    expect(firstReadsOf('/en/board/6f1c0a2e-1')).toEqual([
      '/api/me',
      '/api/projects/6f1c0a2e-1',
      '/api/colors',
      '/api/catalogue',
    ]);
    expect(firstReadsOf('/es/board/a%20b')[1]).toBe('/api/projects/a%20b');
    expect(firstReadsOf('/es/board/%E0%A4%A')[1]).toBe('/api/projects/%25E0%25A4%25A');
  });

  it('any other app page reads the person only', () => {
    expect(firstReadsOf('/es/academy')).toEqual(['/api/me']);
    expect(firstReadsOf('/es/board/x/extra')).toEqual(['/api/me']);
    expect(firstReadsOf('/es/unknown')).toEqual(['/api/me']);
  });

  it('paths without a language read nothing', () => {
    for (const path of ['/', '/home', '/fr/home', '/principal-page'])
      expect(firstReadsOf(path), path).toEqual([]);
  });
});
