import { describe, expect, it } from 'vitest';
import { colorInputSchema } from '../../../domain/colors.ts';
import { checkColorForm, toColorBody, toColorFormValues } from './color-form.ts';

const valid = { hex: '#FF66AA', names: { es: ' Rosa ', pt: 'Rosa', en: 'Pink' } };

describe('the colour form', () => {
  it('sends what the server accepts: trimmed names, a lower-case hex', () => {
    expect(checkColorForm(valid)).toEqual({});
    const body = toColorBody(valid);
    expect(body).toEqual({ hex: '#ff66aa', names: { es: 'Rosa', pt: 'Rosa', en: 'Pink' } });
    expect(colorInputSchema.safeParse(body).success).toBe(true);
  });

  it('names each field the server would refuse', () => {
    const problems = checkColorForm({ hex: 'rgb(1,2,3)', names: { es: '', pt: '  ', en: 'x'.repeat(41) } });
    expect(Object.keys(problems).sort()).toEqual(['hex', 'names.en', 'names.es', 'names.pt']);
    expect(problems['names.en']).toEqual({ key: 'colorAdmin.modal.nameTooLong', vars: { max: 40 } });
  });

  it('starts from the colour being edited, or a red for a new one', () => {
    expect(toColorFormValues(null)).toEqual({ hex: '#e03131', names: { es: '', pt: '', en: '' } });
    const color = { id: 'c', hex: '#123456', names: { es: 'A', pt: 'B', en: 'C' } };
    expect(toColorFormValues(color)).toEqual({ hex: '#123456', names: { es: 'A', pt: 'B', en: 'C' } });
  });
});
