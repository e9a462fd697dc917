import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { filterAnyLanguage } from './catalogue-search.ts';

const item = (id: string, names: CatalogueItem['names'], wokwiType: string): CatalogueItem => ({
  id,
  name: names.es,
  names,
  imageUrl: null,
  wokwiType,
  defaultAttrs: {},
  sortOrder: 0,
});

const items = [
  item('led', { es: 'Diodo LED', pt: 'Diodo LED', en: 'LED' }, 'wokwi-led'),
  item('btn', { es: 'Botón', pt: 'Botão', en: 'Pushbutton' }, 'wokwi-pushbutton'),
];

describe('filterAnyLanguage', () => {
  it('keeps everything for an empty search', () => {
    expect(filterAnyLanguage(items, '  ')).toBe(items);
  });

  it('matches a name in any language, ignoring case and accents, or the type', () => {
    expect(filterAnyLanguage(items, 'boton').map(({ id }) => id)).toEqual(['btn']);
    expect(filterAnyLanguage(items, 'PUSHB').map(({ id }) => id)).toEqual(['btn']);
    expect(filterAnyLanguage(items, 'wokwi-l').map(({ id }) => id)).toEqual(['led']);
    expect(filterAnyLanguage(items, 'zzz')).toEqual([]);
  });
});
