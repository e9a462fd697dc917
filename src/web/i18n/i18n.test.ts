import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, VALIDATION } from '../../domain/auth.ts';
import { ERROR_MESSAGES, type ErrorCode } from '../../domain/errors.ts';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; a non-string, non-object leaf is reported as itself. */
const flatten = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? flatten(value, path) : [[path, value]];
  });

const LOCALES = { es, pt, en } as Record<string, Tree>;
const flat = Object.fromEntries(
  Object.entries(LOCALES).map(([lang, tree]) => [lang, new Map(flatten(tree))]),
);
const sourceKeys = [...(flat.es?.keys() ?? [])];
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Spec texts written in English: the English locale shows them verbatim. */
const ENGLISH_SPEC_ERRORS: ErrorCode[] = [
  'EMAIL_IN_USE',
  'USER_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'POPUP_CLOSED',
  'LOGIN_FAILED',
  'RATE_LIMITED',
];

describe('translations', () => {
  it('has keys', () => {
    expect(sourceKeys.length).toBeGreaterThan(50);
  });

  for (const [lang, entries] of Object.entries(flat)) {
    it(`${lang} has exactly the keys of es.json`, () => {
      expect([...entries.keys()].sort()).toEqual([...sourceKeys].sort());
    });

    it(`${lang} has a non-empty text for every key`, () => {
      const empty = [...entries].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it(`${lang} uses the same {{placeholders}} as es.json`, () => {
      const mismatched = sourceKeys.filter(
        (key) => placeholders(entries.get(key)).join() !== placeholders(flat.es?.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it(`${lang} translates every error code of src/domain/errors.ts`, () => {
      const missing = Object.keys(ERROR_MESSAGES).filter((code) => !entries.get(`errors.${code}`));
      expect(missing).toEqual([]);
    });

    it(`${lang} translates every validation key of src/domain/auth.ts`, () => {
      const missing = Object.keys(VALIDATION).filter((key) => !entries.get(`validation.${key}`));
      expect(missing).toEqual([]);
    });
  }

  it('shows the spec messages written in English verbatim in English', () => {
    for (const code of ENGLISH_SPEC_ERRORS) expect(en.errors[code]).toBe(ERROR_MESSAGES[code]);
    expect(en.validation.passwordRule).toBe(PASSWORD_RULE_MESSAGE);
    expect(en.auth.login.failed).toBe('Login Failed');
    expect(en.auth.register.failed).toBe('Register Failed');
    expect(en.home.myProjects.empty).toBe('There are no projects created yet.');
  });

  it('shows the spec messages written in Spanish verbatim in Spanish', () => {
    expect(es.errors.LOGOUT_FAILED).toBe(ERROR_MESSAGES.LOGOUT_FAILED);
  });
});
