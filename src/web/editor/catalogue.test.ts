import { describe, expect, it } from 'vitest';
import { type CatalogueItem, filterCatalogue } from './catalogue.ts';

const item = (id: string, names: CatalogueItem['names'], sortOrder: number): CatalogueItem => ({
  id,
  name: names.es,
  names,
  imageUrl: null,
  wokwiType: `wokwi-${id}`,
  defaultAttrs: {},
  sortOrder,
});

const ITEMS = [
  item('resistor', { es: 'Resistencia', pt: 'Resistor', en: 'Resistor' }, 2),
  item('buzzer', { es: 'Zumbador', pt: 'Buzzer', en: 'Buzzer' }, 1),
  item('pushbutton', { es: 'Pulsador', pt: 'Botão de pressão', en: 'Pushbutton' }, 3),
];
const ids = (items: CatalogueItem[]) => items.map((i) => i.id);

describe('palette search', () => {
  it("finds a part by its name in any of the three languages, whatever the page's", () => {
    for (const lang of ['es', 'pt', 'en'] as const) {
      expect(ids(filterCatalogue(ITEMS, 'resistor', lang)), lang).toEqual(['resistor']);
      expect(ids(filterCatalogue(ITEMS, 'resistencia', lang)), lang).toEqual(['resistor']);
      expect(ids(filterCatalogue(ITEMS, 'zumbador', lang)), lang).toEqual(['buzzer']);
    }
  });

  it('ignores accents and case on both sides', () => {
    expect(ids(filterCatalogue(ITEMS, 'Resistência', 'es'))).toEqual(['resistor']);
    expect(ids(filterCatalogue(ITEMS, 'BOTAO', 'en'))).toEqual(['pushbutton']);
  });

  it('needs every word, and finds nothing for a word no name holds', () => {
    expect(ids(filterCatalogue(ITEMS, 'botão pressão', 'es'))).toEqual(['pushbutton']);
    expect(ids(filterCatalogue(ITEMS, 'botão zumbador', 'es'))).toEqual([]);
    expect(ids(filterCatalogue(ITEMS, 'motor', 'es'))).toEqual([]);
  });

  it('keeps catalogue order, and everything for an empty query', () => {
    expect(ids(filterCatalogue(ITEMS, '  ', 'pt'))).toEqual(['buzzer', 'resistor', 'pushbutton']);
  });
});
