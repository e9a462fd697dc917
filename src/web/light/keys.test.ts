import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants.ts';
import { areaStrings } from '../i18n/strings-build.ts';
import { LIGHT_KEYS } from './keys.ts';
import { pickStrings, readLocale } from './light-build.ts';

/** Every `t('key')` and the fixed start of every `t(\`key.${…}\`)` in the light client's sources. */
const keysInSources = () => {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of readdirSync(import.meta.dirname)) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const [, key] of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) exact.add(key as string);
    for (const [, prefix] of source.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)) prefixes.add(prefix as string);
    // t(condition ? 'a' : 'b')
    for (const [, a, b] of source.matchAll(/\bt\(\s*[\w.! =]+\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) {
      exact.add(a as string);
      exact.add(b as string);
    }
  }
  return { exact, prefixes };
};

describe('the texts the signed-out pages carry', () => {
  const { exact, prefixes } = keysInSources();

  it('finds the keys the pages use', () => {
    expect(exact).toContain('auth.login.title');
    expect(exact).toContain('auth.passwordChecklist.met');
    expect(prefixes).toContain('errors.');
  });

  for (const locale of LOCALES) {
    it(`has, in ${locale}, every key the pages use and nothing else of the app`, () => {
      const strings = pickStrings(readLocale(locale), LIGHT_KEYS);
      // The class sign-in downloads its own texts, the app's classSignIn area (class-texts.ts).
      const shown = { ...strings, ...areaStrings(locale, 'classSignIn') };
      for (const key of exact) expect(shown[key], `${locale}: ${key}`).toEqual(expect.any(String));
      for (const prefix of prefixes) {
        expect(
          Object.keys(shown).some((key) => key.startsWith(prefix)),
          `${locale}: ${prefix}…`,
        ).toBe(true);
      }
      expect(Object.keys(strings).length).toBeLessThan(100);
      expect(Object.keys(strings).some((key) => key.startsWith('workspace.'))).toBe(false);
    });
  }

  it('names the same keys in every locale', () => {
    const [first, ...rest] = LOCALES.map((locale) =>
      Object.keys(pickStrings(readLocale(locale), LIGHT_KEYS)).sort(),
    );
    for (const keys of rest) expect(keys).toEqual(first);
  });
});
