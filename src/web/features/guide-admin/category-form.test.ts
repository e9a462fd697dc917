import { describe, expect, it } from 'vitest';
import { createGuideCategorySchema, updateGuideCategorySchema } from '../../../domain/guide-admin.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import {
  checkCategoryForm,
  isEmptyUpdate,
  toCategoryValues,
  toCreateCategoryBody,
  toUpdateCategoryBody,
} from './category-form.ts';

const iot: GuideCategory = {
  value: 'iot',
  text: 'Internet de las cosas',
  name: 'IoT',
  icon: 'world',
  description: 'Datos',
  guideCount: 2,
};

describe('category form', () => {
  it('requires value and text, and explains the value rule', () => {
    expect(checkCategoryForm(toCategoryValues(null))).toEqual({
      value: { key: 'validation.required' },
      text: { key: 'validation.required' },
    });
    const errors = checkCategoryForm({ ...toCategoryValues(iot), value: 'Casa Inteligente' });
    expect(errors).toEqual({ value: { key: 'guideAdmin.categories.validation.value' } });
    expect(checkCategoryForm({ ...toCategoryValues(iot), text: 'x'.repeat(81) }).text).toEqual({
      key: 'validation.max',
      vars: { count: 80 },
    });
    expect(checkCategoryForm(toCategoryValues(iot))).toEqual({});
  });

  it('creates with trimmed texts and leaves empty optional fields out', () => {
    const body = toCreateCategoryBody({
      value: ' domotica ',
      text: ' Domótica ',
      name: ' ',
      icon: 'home',
      description: '',
    });
    expect(body).toEqual({
      value: 'domotica',
      text: 'Domótica',
      name: undefined,
      icon: 'home',
      description: undefined,
    });
    expect(createGuideCategorySchema.safeParse(body).success).toBe(true);
  });

  it('updates only what changed, the value included', () => {
    const body = toUpdateCategoryBody(iot, { ...toCategoryValues(iot), value: 'iot-2', icon: 'wifi' });
    expect(body).toEqual({ value: 'iot-2', icon: 'wifi' });
    expect(updateGuideCategorySchema.safeParse(body).success).toBe(true);
    expect(isEmptyUpdate(toUpdateCategoryBody(iot, toCategoryValues(iot)))).toBe(true);
  });
});
