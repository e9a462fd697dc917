import { describe, expect, it } from 'vitest';
import { createCatalogueItemSchema } from '../../../domain/catalogue.ts';
import {
  type CatalogueFormValues,
  checkCatalogueForm,
  newAttrRow,
  toCatalogueBody,
  toFormValues,
} from './catalogue-form.ts';

const valid = (change: Partial<CatalogueFormValues> = {}): CatalogueFormValues => ({
  names: { es: 'Diodo LED', pt: 'Diodo LED', en: 'LED diode' },
  wokwiType: 'wokwi-led',
  attrs: [newAttrRow('color', 'red')],
  sortOrder: 5,
  file: null,
  ...change,
});

describe('catalogue form', () => {
  it('accepts a complete item and turns it into a body the server schema accepts', () => {
    expect(checkCatalogueForm(valid())).toEqual({});
    const body = toCatalogueBody(valid({ names: { es: ' LED ', pt: 'LED', en: 'LED' } }));
    expect(body).toEqual({
      names: { es: 'LED', pt: 'LED', en: 'LED' },
      wokwiType: 'wokwi-led',
      defaultAttrs: { color: 'red' },
      sortOrder: 5,
    });
    expect(createCatalogueItemSchema.safeParse(body).success).toBe(true);
  });

  it('requires every name and limits them to 100 characters', () => {
    const errors = checkCatalogueForm(valid({ names: { es: ' ', pt: 'x'.repeat(101), en: 'ok' } }));
    expect(errors['names.es']).toEqual({ key: 'validation.required' });
    expect(errors['names.pt']).toEqual({ key: 'validation.max', vars: { count: 100 } });
    expect(errors['names.en']).toBeUndefined();
  });

  it('explains the Wokwi type rule', () => {
    expect(checkCatalogueForm(valid({ wokwiType: '' })).wokwiType?.key).toBe('validation.required');
    expect(checkCatalogueForm(valid({ wokwiType: 'Wokwi LED' })).wokwiType?.key).toBe(
      'catalogueAdmin.validation.wokwiType',
    );
    expect(checkCatalogueForm(valid({ wokwiType: '-led' })).wokwiType).toBeDefined();
  });

  it('ignores blank attribute rows, and flags nameless or repeated ones', () => {
    const attrs = [
      newAttrRow('', ''),
      newAttrRow('', 'on'),
      newAttrRow('color', 'a'),
      newAttrRow('color', 'b'),
    ];
    const errors = checkCatalogueForm(valid({ attrs }));
    expect(Object.keys(errors).sort()).toEqual(['attrs.1.key', 'attrs.3.key']);
    expect(errors['attrs.3.key']?.key).toBe('catalogueAdmin.validation.attrKeyDuplicate');
    expect(toCatalogueBody(valid({ attrs: [newAttrRow(' ', '')] })).defaultAttrs).toEqual({});
  });

  it('leaves an empty order out and refuses fractions', () => {
    expect(toCatalogueBody(valid({ sortOrder: '' }))).not.toHaveProperty('sortOrder');
    expect(checkCatalogueForm(valid({ sortOrder: 1.5 })).sortOrder?.key).toBe(
      'catalogueAdmin.validation.sortOrder',
    );
  });

  it('prefills from an item', () => {
    const values = toFormValues({
      id: 'c1',
      name: 'LED',
      names: { es: 'LED', pt: 'LED', en: 'LED' },
      imageUrl: null,
      wokwiType: 'wokwi-led',
      defaultAttrs: { color: 'red' },
      sortOrder: 3,
    });
    expect(values.attrs.map(({ key, value }) => [key, value])).toEqual([['color', 'red']]);
    expect(values.sortOrder).toBe(3);
    expect(toFormValues(null).sortOrder).toBe('');
  });
});
