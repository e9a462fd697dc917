import { describe, expect, it } from 'vitest';
import { type CourseContent, newActivity } from './course-content.ts';
import {
  addActivity,
  addModule,
  allActivitiesOf,
  invalidActivityIds,
  removeModule,
  setModuleImage,
  tidyContent,
  updateModule,
} from './course-edits.ts';

const withModules = (...names: string[]): CourseContent =>
  names.reduce<CourseContent>((content, name) => addModule(content, { name }), { modules: [] });

describe('modules', () => {
  it('numbers an added module count + 1 and names an unnamed one "Módulo N"', () => {
    const content = addModule(withModules('Luces', 'Sensores'), { name: '  ' });
    expect(content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'Luces'],
      ['2', 'Sensores'],
      ['3', 'Módulo 3'],
    ]);
    expect(content.modules[2]?.lessons).toEqual([{ classActivities: [], homeActivities: [] }]);
  });

  it('renumbers the rest from 1 after a removal and hands back the removed activities', () => {
    const start = withModules('A', 'B', 'C');
    const withActivity = addActivity(start, 1, 'x1', {
      name: 'Parpadeo',
      InitialProjectDescription: 'd',
      introductionText: 'i',
      kind: 'home',
    });
    const result = removeModule(withActivity?.content ?? start, 1);
    expect(result?.content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'A'],
      ['2', 'C'],
    ]);
    expect(result?.removed.map((a) => a.id)).toEqual(['activity_x1']);
  });

  it('renames a module by index and keeps its number; out of range is null', () => {
    const content = withModules('A', 'B');
    expect(updateModule(content, 1, { name: 'Nuevo', description: ' texto ' })?.modules[1]).toMatchObject({
      number: '2',
      name: 'Nuevo',
      description: 'texto',
    });
    expect(updateModule(content, 0, { name: '' })?.modules[0]?.name).toBe('Módulo 1');
    for (const index of [-1, 2, 1.5, Number.NaN]) {
      expect(updateModule(content, index, { name: 'x' })).toBeNull();
      expect(removeModule(content, index)).toBeNull();
      expect(setModuleImage(content, index, 'img')).toBeNull();
    }
  });

  it('sets a module image and hands back the previous one', () => {
    const first = setModuleImage(withModules('A'), 0, '/api/files/a.png');
    expect(first?.previous).toBeNull();
    const second = setModuleImage(first?.content ?? { modules: [] }, 0, '/api/files/b.png');
    expect(second).toMatchObject({ previous: '/api/files/a.png' });
    expect(second?.content.modules[0]?.image).toBe('/api/files/b.png');
  });

  it('tidies a tree: numbers from 1 and the §3 name fallbacks', () => {
    const content = withModules('A', 'B');
    const messy: CourseContent = {
      modules: content.modules.map((m, i) => ({ ...m, number: String(10 + i), name: i ? '' : m.name })),
    };
    expect(tidyContent(messy).modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'A'],
      ['2', 'Módulo 2'],
    ]);
  });
});

describe('activities', () => {
  it('adds one with a generated id, idStart = id + Start and the default first step', () => {
    const result = addActivity(withModules('A'), 0, 'abc', {
      name: 'Semáforo',
      InitialProjectDescription: 'Tres luces',
      introductionText: 'Hola',
      kind: 'class',
    });
    expect(result?.activity).toMatchObject({
      id: 'activity_abc',
      idStart: 'activity_abcStart',
      name: 'Semáforo',
      code: '# Código del proyecto',
      steps: [{ stepName: 'Configura los componentes básicos para la actividad.' }],
    });
    expect(result?.content.modules[0]?.lessons[0]?.classActivities).toHaveLength(1);
    expect(
      addActivity(withModules('A'), 1, 'abc', {
        name: 'x',
        InitialProjectDescription: 'd',
        introductionText: 'i',
        kind: 'class',
      }),
    ).toBeNull();
  });

  it('finds ids that break the idStart rule or repeat', () => {
    const a = newActivity('a');
    const b = newActivity('b');
    const content: CourseContent = {
      modules: [
        {
          number: '1',
          name: 'M',
          lessons: [{ classActivities: [a, { ...b, idStart: 'otro' }], homeActivities: [{ ...a }] }],
        },
      ],
    };
    expect(allActivitiesOf(content)).toHaveLength(3);
    expect(invalidActivityIds(content)).toEqual(['activity_b', 'activity_a']);
    expect(
      invalidActivityIds({
        modules: [{ number: '1', name: 'M', lessons: [{ classActivities: [a, b], homeActivities: [] }] }],
      }),
    ).toEqual([]);
  });
});
