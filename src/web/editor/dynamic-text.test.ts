import { describe, expect, it } from 'vitest';
import { tIn } from '../i18n/resources.ts';
import { colorLabel, textFor } from './dynamic-text.ts';

const i18n = { t: tIn('es') };

describe('text for a key built from stored data', () => {
  it('translates a known colour', () => {
    expect(colorLabel(i18n.t, 'red')).toBe('Rojo');
  });

  it('shows an unknown stored value exactly as stored, never expanded by i18next', () => {
    for (const stored of ['#ff8800', '$t(common.close)', '{{count}}', '$t(editor.colors.red)', '<b>x</b>']) {
      expect(colorLabel(i18n.t, stored)).toBe(stored);
      expect(textFor(i18n.t, `editor.options.${stored}`, stored)).toBe(stored);
    }
  });
});
