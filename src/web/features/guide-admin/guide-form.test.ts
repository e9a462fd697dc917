import { describe, expect, it } from 'vitest';
import { createGuideSchema, updateGuideSchema } from '../../../domain/guide-admin.ts';
import type { Guide } from '../../../domain/guides.ts';
import {
  changedFields,
  checkGuideForm,
  type GuideFormValues,
  newGuideValues,
  toFormValues,
  toGuideFields,
} from './guide-form.ts';
import { newStepRow } from './guide-steps.ts';

const guide: Guide = {
  id: 'practical_1',
  name: 'Semáforo',
  description: 'Tres LEDs',
  category: 'robotics',
  categoryName: 'Robótica',
  categoryIcon: 'robot',
  thumbnailUrl: null,
  difficulty: 'intermediate',
  estimatedTime: 45,
  language: 'es',
  imageUrl: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  titleIntroduction: 'Antes de empezar',
  introduction: ['Primer **párrafo**.', 'Segundo párrafo,\ncon dos líneas.'],
  initialProjectDescription: 'Una Pico y tres LEDs.',
  steps: [
    {
      stepName: 'Conecta',
      description: 'Coloca los LEDs',
      details: ['Rojo en GP0', 'Verde en GP2'],
      explanation: 'Cada LED necesita su pin.',
      image: '/api/files/guides/a.png',
    },
  ],
  tags: ['led', 'pico'],
  project: { name: 'Semáforo', code: '', view: 'python', diagram: { parts: [], wires: [] } },
  isPublished: false,
  isActive: true,
  version: 3,
};

describe('guide form', () => {
  it('starts a new guide with the §9 defaults and the default first step', () => {
    const values = newGuideValues('pt');
    expect(values).toMatchObject({
      category: 'robotics',
      difficulty: 'beginner',
      estimatedTime: 60,
      isActive: true,
      language: 'pt',
    });
    expect(values.steps.map((step) => step.stepName)).toEqual([
      'Configura los componentes básicos para la actividad.',
    ]);
    expect(checkGuideForm(values)).toEqual({ name: { key: 'validation.required' } });
  });

  it('turns a guide into form values and back without a change', () => {
    const values = toFormValues(guide);
    expect(values.introduction).toBe('Primer **párrafo**.\n\nSegundo párrafo,\ncon dos líneas.');
    expect(values.steps[0]?.details).toBe('Rojo en GP0\nVerde en GP2');
    const fields = toGuideFields(values);
    const {
      id,
      categoryName,
      categoryIcon,
      imageUrl,
      thumbnailUrl,
      updatedAt,
      project,
      isPublished,
      version,
      ...same
    } = guide;
    expect(fields).toEqual(same);
    expect(changedFields(fields, toGuideFields(toFormValues(guide)))).toEqual({});
  });

  it('trims texts, splits paragraphs and detail lines, and drops empty and repeated tags', () => {
    const values: GuideFormValues = {
      ...toFormValues(guide),
      name: '  Semáforo 2 ',
      introduction: '\n Uno \n  \nDos\n\n\n',
      tags: [' led', 'led', ' ', 'pico'],
      steps: [newStepRow({ stepName: ' Paso ', details: ' a \n\n b ' })],
    };
    const fields = toGuideFields(values);
    expect(fields).toMatchObject({ name: 'Semáforo 2', introduction: ['Uno', 'Dos'], tags: ['led', 'pico'] });
    expect(fields.steps[0]).toEqual({
      stepName: 'Paso',
      description: '',
      details: ['a', 'b'],
      explanation: '',
      image: null,
    });
    expect(createGuideSchema.safeParse(fields).success).toBe(true);
  });

  it('sends only what changed, as a body the server schema accepts', () => {
    const before = toGuideFields(toFormValues(guide));
    const values = toFormValues(guide);
    const [first] = values.steps;
    if (!first) throw new Error('no step');
    const after = toGuideFields({
      ...values,
      difficulty: 'advanced',
      steps: [newStepRow({ stepName: 'Nuevo' }), first],
    });
    const changes = changedFields(before, after);
    expect(Object.keys(changes).sort()).toEqual(['difficulty', 'steps']);
    expect(changes.steps?.map((step) => step.stepName)).toEqual(['Nuevo', 'Conecta']);
    expect(updateGuideSchema.safeParse({ version: guide.version, ...changes }).success).toBe(true);
  });

  it('reports the server limits on the field they belong to', () => {
    const values: GuideFormValues = {
      ...toFormValues(guide),
      name: ' ',
      estimatedTime: 0,
      tags: Array.from({ length: 21 }, (_, i) => `tag${i}`),
      steps: [newStepRow(), newStepRow({ stepName: 'x'.repeat(121) })],
    };
    const errors = checkGuideForm(values);
    expect(errors.name).toEqual({ key: 'validation.required' });
    expect(errors.estimatedTime).toEqual({
      key: 'guideAdmin.validation.minutes',
      vars: { min: 1, max: 10_000 },
    });
    expect(errors.tags).toEqual({ key: 'guideAdmin.validation.tooMany', vars: { count: 20 } });
    expect(errors['steps.1.stepName']).toEqual({ key: 'validation.max', vars: { count: 120 } });
    expect(errors['steps.0.stepName']).toBeUndefined();
    expect(checkGuideForm({ ...values, estimatedTime: 1.5 }).estimatedTime).toBeDefined();
  });
});
