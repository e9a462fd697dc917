import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/constants.ts';
import { STRINGS, tIn } from './resources.ts';
import { flatten, hasKey, type Strings, translate } from './translate.ts';

const TEXTS: Partial<Record<Locale, Strings>> = {
  es: flatten({
    cart: { items_one: '{{count}} pieza', items_other: '{{count}} piezas' },
    greeting: 'Hola, {{name}}',
    spaced: 'Hola, {{ name }}',
    onlyInSpanish: 'Solo en español',
    plain: 'Texto',
  }),
  pt: flatten({
    cart: { items_one: '{{count}} peça', items_other: '{{count}} peças' },
    greeting: 'Olá, {{name}}',
  }),
  en: flatten({
    cart: { items_one: '{{count}} part', items_other: '{{count}} parts' },
    greeting: 'Hello, {{name}}',
  }),
};
const t = (lang: Locale, key: string, options?: Parameters<typeof translate>[3]) =>
  translate((held) => TEXTS[held], lang, key, options);

describe('the translator', () => {
  it('picks the plural form of each language by Intl.PluralRules', () => {
    expect([0, 1, 2, 1.5].map((count) => t('es', 'cart.items', { count }))).toEqual([
      '0 piezas',
      '1 pieza',
      '2 piezas',
      '1.5 piezas',
    ]);
    // CLDR's pt counts 0, 1 and 1.5 as one; zero takes the plural in Brazil ("0 peças"), as in es and en.
    expect([0, 1, 2, 1.5].map((count) => t('pt', 'cart.items', { count }))).toEqual([
      '0 peças',
      '1 peça',
      '2 peças',
      '1.5 peça',
    ]);
    expect([0, 1, 2].map((count) => t('en', 'cart.items', { count }))).toEqual([
      '0 parts',
      '1 part',
      '2 parts',
    ]);
  });

  it('falls back to _other for a plural form a language has and the file lacks (es, pt: many)', () => {
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(t('es', 'cart.items', { count: 1_000_000 })).toBe('1000000 piezas');
    expect(t('pt', 'cart.items', { count: 1_000_000 })).toBe('1000000 peças');
  });

  it('fills {{name}}, with or without spaces, and leaves a name without a value as written', () => {
    expect(t('en', 'greeting', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('es', 'spaced', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('es', 'greeting')).toBe('Hola, {{name}}');
    expect(t('es', 'greeting', { other: 1 })).toBe('Hola, {{name}}');
    expect(t('es', 'greeting', { name: 0 })).toBe('Hola, 0');
  });

  it('keeps a hostile value as text: never read again, never escaped', () => {
    for (const name of ['{{count}}', '$t(common.close)', '<b>x</b>', '{{name}}', '$&', '\'"&'])
      expect(t('es', 'greeting', { name, count: 3 })).toBe(`Hola, ${name}`);
  });

  it('shows a key no language has as itself, or its defaultValue', () => {
    expect(t('pt', 'nowhere.key')).toBe('nowhere.key');
    expect(t('pt', 'nowhere.key', { defaultValue: 'x{{a}}' })).toBe('x{{a}}');
    expect(t('es', 'cart.nothing', { count: 2 })).toBe('cart.nothing');
  });

  it('shows the default language (es) for a key the current one lacks', () => {
    expect(t('en', 'onlyInSpanish')).toBe('Solo en español');
    expect(t('pt', 'plain')).toBe('Texto');
  });

  it('says whether a key or its plural forms exist', () => {
    expect(hasKey(TEXTS.es, 'plain')).toBe(true);
    expect(hasKey(TEXTS.es, 'cart.items')).toBe(true);
    expect(hasKey(TEXTS.es, 'cart')).toBe(false);
    expect(hasKey(undefined, 'plain')).toBe(false);
  });

  it('says zero with the plural in every language of the real files ("0 erradas", not "0 errada")', () => {
    expect(new Intl.PluralRules('pt').select(0)).toBe('one');
    expect(tIn('pt')('seats.table.failed', { count: 0 })).toBe('0 erradas');
    expect(tIn('es')('seats.table.failed', { count: 0 })).toBe(
      tIn('es')('seats.table.failed', { count: 2 }).replace('2', '0'),
    );
    for (const lang of ['es', 'pt', 'en'] as const) {
      const plurals = Object.keys(STRINGS[lang]).filter((key) => key.endsWith('_one'));
      expect(plurals.length, lang).toBeGreaterThan(30);
      for (const one of plurals) {
        const key = one.slice(0, -'_one'.length);
        const other = STRINGS[lang][`${key}_other`] ?? '';
        expect(tIn(lang)(key as never, { count: 0 }), `${lang} ${key}`).toBe(
          other.replaceAll('{{count}}', '0'),
        );
        expect(tIn(lang)(key as never, { count: 1 }), `${lang} ${key}`).toBe(
          (STRINGS[lang][one] ?? '').replaceAll('{{count}}', '1'),
        );
      }
    }
  });

  it('reads the real locale files: a plural and a value in each language', () => {
    expect(tIn('es')('guides.card.minutes', { count: 1 })).toBe('1 min');
    expect(tIn('en')('home.greeting', { name: '<img src=x>' })).toContain('<img src=x>');
    expect(tIn('pt')('no.such.key' as never)).toBe('no.such.key');
  });
});
