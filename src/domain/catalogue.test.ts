import { describe, expect, it } from 'vitest';
import { createCatalogueItemSchema, updateCatalogueItemSchema } from './catalogue.ts';

const names = { es: 'Diodo LED', pt: 'Diodo LED', en: 'LED' };

describe('catalogue schemas', () => {
  it('accepts an item with names in every locale and a Wokwi type', () => {
    const parsed = createCatalogueItemSchema.parse({
      names,
      wokwiType: 'wokwi-led',
      defaultAttrs: { color: 'red' },
      sortOrder: 3,
    });
    expect(parsed).toMatchObject({ wokwiType: 'wokwi-led', sortOrder: 3 });
  });

  it('needs every locale, a well-formed type and nothing unknown', () => {
    expect(
      createCatalogueItemSchema.safeParse({ names: { es: 'LED', en: 'LED' }, wokwiType: 'wokwi-led' })
        .success,
    ).toBe(false);
    expect(createCatalogueItemSchema.safeParse({ names, wokwiType: 'Wokwi LED' }).success).toBe(false);
    expect(createCatalogueItemSchema.safeParse({ names, wokwiType: 'wokwi-led', id: 'x' }).success).toBe(
      false,
    );
    expect(
      createCatalogueItemSchema.safeParse({ names, wokwiType: 'wokwi-led', defaultAttrs: { a: 1 } }).success,
    ).toBe(false);
  });

  it('lets an update send only what changes, still refusing unknown fields', () => {
    expect(updateCatalogueItemSchema.parse({ sortOrder: 2 })).toEqual({ sortOrder: 2 });
    expect(updateCatalogueItemSchema.safeParse({ imageUrl: 'x' }).success).toBe(false);
  });
});
