import { describe, expect, it } from 'vitest';
import {
  activitiesOf,
  COURSE_CONTENT_LIMITS,
  type CourseActivity,
  courseContentInputSchema,
  idStartOf,
  moduleDisplayName,
  newActivity,
  newModule,
  normalizeCourseContent,
  practicalGuideIdOf,
  renumberModules,
} from './course-content.ts';

const counter = () => {
  let next = 0;
  return () => {
    next += 1;
    return `gen${next}`;
  };
};

const validActivity = (id: string, fields: Partial<CourseActivity> = {}) =>
  newActivity(id, {
    id,
    InitialProjectDescription: 'Enciende un LED',
    introductionText: 'Un LED es…',
    ...fields,
  });

const moduleWith = (classActivities: CourseActivity[], homeActivities: CourseActivity[] = []) => ({
  ...newModule(0, 'Luces'),
  lessons: [{ classActivities, homeActivities }],
});

describe('ids', () => {
  it("derives a starter guide's id from the activity, and a practical guide's from the starter guide", () => {
    expect(idStartOf('activity_led')).toBe('activity_ledStart');
    expect(practicalGuideIdOf('activity_ledStart')).toBe('starter_activity_ledStart');
  });
});

describe('normalizeCourseContent', () => {
  it('reads nothing, null or a wrong shape as an empty course', () => {
    for (const stored of [undefined, null, 'texto', 42, [], { modules: 'no' }]) {
      expect(normalizeCourseContent(stored, counter())).toEqual({ modules: [] });
    }
  });

  it('leaves out one odd activity rather than the list, and reads an odd module as an empty one', () => {
    const stored = {
      modules: [
        'not a module',
        {
          name: 'Luces',
          lessons: [
            'not a lesson',
            { classActivities: [null, { id: 'activity_ok', name: 'Bien' }, 7], homeActivities: 'no' },
          ],
        },
      ],
    };
    const content = normalizeCourseContent(stored, counter());
    // The odd module keeps its place, so the module count (jsonb_array_length) matches what shows.
    expect(content.modules.map((module) => [module.number, module.name])).toEqual([
      ['1', 'Módulo 1'],
      ['2', 'Luces'],
    ]);
    expect(content.modules[0]?.lessons).toEqual([{ classActivities: [], homeActivities: [] }]);
    expect(content.modules[1]?.lessons[0]?.classActivities.map((a) => a.id)).toEqual(['activity_ok']);
    expect(content.modules[1]?.lessons[0]?.homeActivities).toEqual([]);
  });

  it('fills the §3 fallbacks: Módulo N, alias, unnamed activity, code placeholder, generated ids', () => {
    const content = normalizeCourseContent(
      {
        modules: [
          {
            number: '7',
            lessons: [{ classActivities: [{ name: '  ' }, { id: 'activity_a', name: 5, steps: 'x' }] }],
          },
          { alias: 'Apodo', lessons: 'nope' },
          { name: '  Sensores  ', alias: 'ignorado', image: 'courses/c/images/m.png', lessons: [] },
        ],
      },
      counter(),
    );
    expect(content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'Módulo 1'],
      ['2', 'Apodo'],
      ['3', 'Sensores'],
    ]);
    const [generated, kept] = content.modules[0]?.lessons[0]?.classActivities ?? [];
    expect(generated).toMatchObject({
      id: 'activity_gen1',
      idStart: 'activity_gen1Start',
      name: 'Actividad sin nombre',
      code: '# Código del proyecto',
      steps: [],
      InitialProjectDescription: '',
    });
    expect(kept).toMatchObject({
      id: 'activity_a',
      idStart: 'activity_aStart',
      name: 'Actividad sin nombre',
    });
    expect(content.modules[1]?.lessons).toEqual([{ classActivities: [], homeActivities: [] }]);
    expect(content.modules[2]?.image).toBe('courses/c/images/m.png');
  });

  it('keeps a stored idStart and the fields it understands, and fixes broken steps', () => {
    const content = normalizeCourseContent(
      {
        modules: [
          {
            name: 'Uno',
            lessons: [
              {
                homeActivities: [
                  {
                    id: 'activity_b',
                    idStart: 'legacyStart',
                    name: 'Casa',
                    steps: [{ stepName: 3, description: 'hola', details: 'no' }],
                  },
                ],
              },
            ],
          },
        ],
      },
      counter(),
    );
    expect(content.modules[0]?.lessons[0]?.homeActivities[0]).toMatchObject({
      id: 'activity_b',
      idStart: 'legacyStart',
      name: 'Casa',
      steps: [{ stepName: '', description: 'hola', details: [], explanation: '' }],
    });
  });
});

describe('modules', () => {
  it("names a module by its name, then its alias, then 'Módulo N'", () => {
    expect(moduleDisplayName({ name: ' Luces ', alias: 'a', number: '1' })).toBe('Luces');
    expect(moduleDisplayName({ name: ' ', alias: 'Apodo', number: '1' })).toBe('Apodo');
    expect(moduleDisplayName({ number: '4' })).toBe('Módulo 4');
  });

  it('renumbers from 1 as strings, in order, after a removal', () => {
    const modules = [newModule(0), newModule(1), newModule(2)];
    const renumbered = renumberModules([modules[0], modules[2]].filter((m) => m !== undefined));
    expect(renumbered.map((m) => m.number)).toEqual(['1', '2']);
  });

  it('makes a new module numbered count + 1, named or with the fallback, with one empty lesson', () => {
    expect(newModule(2)).toEqual({
      number: '3',
      name: 'Módulo 3',
      lessons: [{ classActivities: [], homeActivities: [] }],
    });
    expect(newModule(0, '  Motores ').name).toBe('Motores');
  });

  it('lists class then home activities', () => {
    const module = moduleWith([validActivity('activity_1')], [validActivity('activity_2')]);
    expect(activitiesOf(module).map((a) => a.id)).toEqual(['activity_1', 'activity_2']);
    expect(activitiesOf({ lessons: [] })).toEqual([]);
  });
});

describe('newActivity', () => {
  it('generates the ids and the default first step (spec §9)', () => {
    const activity = newActivity('abc');
    expect(activity).toMatchObject({
      id: 'activity_abc',
      idStart: 'activity_abcStart',
      name: 'Actividad sin nombre',
      code: '# Código del proyecto',
    });
    expect(activity.steps).toEqual([
      {
        stepName: 'Configura los componentes básicos para la actividad.',
        description: 'Configura los componentes básicos para la actividad.',
        details: [],
        explanation: '',
      },
    ]);
  });

  it('derives idStart from a given id, never from a given idStart', () => {
    expect(newActivity('x', { id: 'activity_led', idStart: 'other' }).idStart).toBe('activity_ledStart');
  });
});

describe('courseContentInputSchema (spec §5)', () => {
  it('accepts a course whose activities have a name, an initial description and an introduction', () => {
    const input = { modules: [moduleWith([validActivity('activity_1')])] };
    expect(courseContentInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses an activity missing any of the three, or with blanks only', () => {
    for (const field of ['name', 'InitialProjectDescription', 'introductionText'] as const) {
      const input = { modules: [moduleWith([validActivity('activity_1', { [field]: '   ' })])] };
      const result = courseContentInputSchema.safeParse(input);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path.at(-1), field).toBe(field);
    }
  });

  it('refuses a module with no lesson or two, an activity without ids, and too many modules', () => {
    const twoLessons = { ...moduleWith([]), lessons: [moduleWith([]).lessons[0], moduleWith([]).lessons[0]] };
    expect(
      courseContentInputSchema.safeParse({ modules: [{ ...moduleWith([]), lessons: [] }] }).success,
    ).toBe(false);
    expect(courseContentInputSchema.safeParse({ modules: [twoLessons] }).success).toBe(false);
    const noId = { ...validActivity('activity_1'), id: '' };
    expect(courseContentInputSchema.safeParse({ modules: [moduleWith([noId])] }).success).toBe(false);
    const many = Array.from({ length: COURSE_CONTENT_LIMITS.modulesMax + 1 }, (_, i) => newModule(i));
    expect(courseContentInputSchema.safeParse({ modules: many }).success).toBe(false);
  });
});
