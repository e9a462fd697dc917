import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'object' ? texts(value) : [value]));

/** Each role and menu has one name in every language and on every page (issue 26). */
describe('role and menu names', () => {
  it.each([
    ['es', es],
    ['pt', pt],
    ['en', en],
  ] as const)('%s calls the one who leads a group "tutor", never "mentor"', (_, locale) => {
    const mentions = texts(locale as Tree).filter((text) =>
      /mentor/i.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')),
    );
    expect(mentions).toEqual([]);
  });

  it("names the institution admin's and the super admin's menus as the other languages do", () => {
    expect([es.nav.backoffice, pt.nav.backoffice, en.nav.backoffice]).toEqual([
      'Mi institución',
      'Minha instituição',
      'My institution',
    ]);
    expect([es.nav.superAdmin, pt.nav.superAdmin, en.nav.superAdmin]).toEqual([
      'Administración',
      'Administração',
      'Administration',
    ]);
  });
});
