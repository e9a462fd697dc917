import { describe, expect, it } from 'vitest';
import { type CourseDetail, courseInputSchema } from '../../../domain/academy.ts';
import { newModule } from '../../../domain/course-content.ts';
import {
  addActivity,
  addModule,
  blankActivity,
  checkCourseForm,
  newCourseValues,
  removeActivity,
  removeModule,
  serverFieldErrors,
  toCourseFormValues,
  toCourseInput,
} from './course-form.ts';

const counter = () => {
  let next = 0;
  return () => `id${++next}`;
};

const filledActivity = (id: string, name = 'Parpadeo') => ({
  ...blankActivity(id),
  name,
  InitialProjectDescription: 'Un LED en GP15',
  introductionText: 'Un LED es un diodo.',
});

const validValues = () => {
  let modules = addModule(addModule([], 'r1'), 'r2');
  modules = addActivity(modules, 0, 'classActivities', filledActivity('a1'));
  modules = addActivity(modules, 1, 'homeActivities', filledActivity('a2', 'Semáforo'));
  return { ...newCourseValues(), name: ' Robótica ', description: 'Servos y sensores', modules };
};

describe('course form', () => {
  it('starts with the §9 defaults: no institution, free, remote, active', () => {
    expect(newCourseValues()).toMatchObject({
      institution: '',
      modality: 'free',
      isRemote: true,
      block: false,
      modules: [],
    });
  });

  it('becomes a body the server schema accepts, modules numbered from 1 with their lesson', () => {
    const input = toCourseInput(validValues());
    const parsed = courseInputSchema.parse(input);
    expect(parsed.name).toBe('Robótica');
    expect(parsed.isPublished).toBe(false);
    expect(parsed.content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', ''],
      ['2', ''],
    ]);
    const [first, second] = parsed.content.modules;
    expect(first?.lessons[0]?.classActivities.map((a) => a.idStart)).toEqual(['activity_a1Start']);
    expect(second?.lessons[0]?.homeActivities.map((a) => a.name)).toEqual(['Semáforo']);
    expect(second?.lessons[0]?.homeActivities[0]?.steps).toHaveLength(1);
    expect(input.content.modules[0]).not.toHaveProperty('rowId');
  });

  it('renumbers the modules from 1 when one is removed', () => {
    const modules = removeModule(addModule(addModule(addModule([], 'a'), 'b'), 'c'), 0);
    expect(modules.map((m) => [m.rowId, m.number])).toEqual([
      ['b', '1'],
      ['c', '2'],
    ]);
  });

  it('adds and removes activities in one list of one module, leaving the rest as they were', () => {
    const values = validValues();
    const modules = addActivity(values.modules, 0, 'classActivities', filledActivity('a3', 'Otra'));
    expect(modules[0]?.classActivities.map((a) => a.name)).toEqual(['Parpadeo', 'Otra']);
    expect(modules[1]).toBe(values.modules[1]);
    const removed = removeActivity(modules, 0, 'classActivities', 0);
    expect(removed[0]?.classActivities.map((a) => a.name)).toEqual(['Otra']);
    expect(values.modules[0]?.classActivities).toHaveLength(1);
  });

  it('reports each missing text by its field, activities by module, list and position', () => {
    const values = validValues();
    const modules = addActivity(values.modules, 1, 'homeActivities', blankActivity('a9'));
    expect(checkCourseForm({ ...values, name: 'ab', description: ' ', modules })).toEqual({
      name: { key: 'min', count: 3 },
      description: { key: 'required' },
      'modules.1.homeActivities.1.name': { key: 'required' },
      'modules.1.homeActivities.1.InitialProjectDescription': { key: 'required' },
      'modules.1.homeActivities.1.introductionText': { key: 'required' },
    });
    expect(checkCourseForm({ ...values, name: 'x'.repeat(61) })).toEqual({ name: { key: 'max', count: 60 } });
    expect(checkCourseForm({ ...values, name: '  ' })).toEqual({ name: { key: 'required' } });
    expect(checkCourseForm(values)).toEqual({});
  });

  it("marks the fields a server's validation refusal names, by the form's paths", () => {
    expect(
      serverFieldErrors({
        name: ['too short'],
        'content.modules.1.lessons.0.homeActivities.0.introductionText': ['required'],
        'content.modules.0.name': ['too long'],
        _: ['body'],
      }),
    ).toEqual({
      name: { key: 'invalid' },
      'modules.1.homeActivities.0.introductionText': { key: 'invalid' },
      'modules.0.name': { key: 'invalid' },
    });
  });

  it('needs an institution or a modality', () => {
    const values = { ...validValues(), modality: '' as const };
    expect(checkCourseForm(values)).toEqual({ modality: { key: 'required' } });
    expect(checkCourseForm({ ...values, institution: 'Colegio Andino' })).toEqual({});
    expect(toCourseInput({ ...values, institution: 'Colegio Andino' }).modality).toBe('free');
  });

  it('opens a stored course with fallback module names left as placeholders that follow renumbering', () => {
    const named = { ...newModule(1), name: 'Sensores' };
    const course = {
      name: 'Curso',
      description: 'Texto',
      institution: 'Colegio Andino',
      modality: 'premium',
      isRemote: false,
      block: true,
      content: { modules: [newModule(0), named] },
    } as unknown as CourseDetail;
    const values = toCourseFormValues(course, counter());
    expect(values).toMatchObject({
      institution: 'Colegio Andino',
      modality: 'premium',
      isRemote: false,
      block: true,
    });
    expect(values.modules.map((m) => [m.rowId, m.number, m.name])).toEqual([
      ['id1', '1', ''],
      ['id2', '2', 'Sensores'],
    ]);
    expect(removeModule(values.modules, 0).map((m) => [m.number, m.name])).toEqual([['1', 'Sensores']]);
  });
});
