import { describe, expect, it } from 'vitest';
import type { Color } from '../../domain/colors.ts';
import { wireColorOptions } from './wire-palette.ts';

const color = (hex: string, es: string, pt: string, en: string): Color => ({
  id: hex,
  hex,
  names: { es, pt, en },
});
const PALETTE = [color('#e03131', 'Rojo', 'Vermelho', 'Red'), color('#2f9e44', 'Verde', 'Verde', 'Green')];
const label = (value: string) => (value === 'green' ? 'Verde (antiguo)' : value);

describe('the wire colour options', () => {
  it("name the palette's colours in the page's language", () => {
    expect(wireColorOptions(PALETTE, '#e03131', 'pt', label)).toEqual({
      options: [
        { value: '#e03131', label: 'Vermelho' },
        { value: '#2f9e44', label: 'Verde' },
      ],
      value: '#e03131',
    });
  });

  it('find the wire’s colour in the palette whatever its case', () => {
    const { options, value } = wireColorOptions(PALETTE, '#2F9E44', 'en', label);
    expect(options).toHaveLength(2);
    expect(value).toBe('#2f9e44');
  });

  it('keep a colour the palette lacks first, by its old label or its hex', () => {
    expect(wireColorOptions(PALETTE, 'green', 'es', label).options[0]).toEqual({
      value: 'green',
      label: 'Verde (antiguo)',
    });
    const deleted = wireColorOptions(PALETTE, '#123456', 'es', label);
    expect(deleted.options[0]).toEqual({ value: '#123456', label: '#123456' });
    expect(deleted.value).toBe('#123456');
  });

  it('offer each hex once (a select cannot hold two equal values)', () => {
    const twice = [...PALETTE, color('#E03131', 'Carmín', 'Carmim', 'Crimson')];
    expect(wireColorOptions(twice, '', 'es', label).options.map((o) => o.value)).toEqual([
      '#e03131',
      '#2f9e44',
    ]);
  });

  it('fall back to the wire’s own colour without a palette', () => {
    expect(wireColorOptions(undefined, 'green', 'en', label)).toEqual({
      options: [{ value: 'green', label: 'Verde (antiguo)' }],
      value: 'green',
    });
    expect(wireColorOptions(undefined, '', 'en', label)).toEqual({ options: [], value: '' });
  });

  it('fall back to the Spanish name when a locale’s is empty', () => {
    const partial = [{ id: 'x', hex: '#000000', names: { es: 'Negro', pt: '', en: '' } }];
    expect(wireColorOptions(partial, '', 'en', label).options[0]?.label).toBe('Negro');
  });
});
