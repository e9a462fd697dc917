import { describe, expect, it } from 'vitest';
import { COURSE_FALLBACKS, type CourseContent, newModule } from './course-content.ts';
import {
  addActivity,
  addModule,
  removeActivity,
  removeModule,
  updateActivity,
  updateModule,
} from './course-draft-edits.ts';

const empty: CourseContent = { modules: [] };

describe('course edits', () => {
  it('adds modules numbered count + 1, with the §3 name fallback', () => {
    const two = addModule(addModule(empty, 'Luz'));
    expect(two.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'Luz'],
      ['2', COURSE_FALLBACKS.moduleName('2')],
    ]);
    expect(empty.modules).toEqual([]);
  });

  it('removes a module and renumbers the rest from 1', () => {
    const three = { modules: [newModule(0, 'a'), newModule(1, 'b'), newModule(2, 'c')] };
    const left = removeModule(three, 0);
    expect(left.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'b'],
      ['2', 'c'],
    ]);
    expect(removeModule(three, 5)).toBe(three);
  });

  it('changes a module’s name, description and image', () => {
    const one = addModule(empty, 'a');
    const changed = updateModule(one, 0, { name: 'b', description: 'd', image: '/x.png' });
    expect(changed.modules[0]).toMatchObject({ number: '1', name: 'b', description: 'd', image: '/x.png' });
  });

  it('adds activities with generated ids and the default first step, and removes them', () => {
    const one = addModule(empty);
    const added = addActivity(addActivity(one, 0, 'classActivities', 'r1'), 0, 'homeActivities', 'r2', {
      name: 'Casa',
    });
    const lesson = added.modules[0]?.lessons[0];
    expect(lesson?.classActivities[0]).toMatchObject({
      id: 'activity_r1',
      idStart: 'activity_r1Start',
      name: COURSE_FALLBACKS.activityName,
    });
    expect(lesson?.classActivities[0]?.steps).toHaveLength(1);
    expect(lesson?.homeActivities[0]).toMatchObject({ id: 'activity_r2', name: 'Casa' });
    const removed = removeActivity(added, { module: 0, list: 'classActivities', index: 0 });
    expect(removed.modules[0]?.lessons[0]?.classActivities).toEqual([]);
    expect(removed.modules[0]?.lessons[0]?.homeActivities).toHaveLength(1);
    expect(addActivity(one, 3, 'classActivities', 'r3')).toEqual(one);
  });

  it('changes an activity’s fields and keeps its ids', () => {
    const one = addActivity(addModule(empty), 0, 'classActivities', 'r1');
    const place = { module: 0, list: 'classActivities', index: 0 } as const;
    const changed = updateActivity(one, place, { name: 'LED', code: 'print(1)', introductionText: 'i' });
    expect(changed.modules[0]?.lessons[0]?.classActivities[0]).toMatchObject({
      id: 'activity_r1',
      name: 'LED',
      code: 'print(1)',
      introductionText: 'i',
    });
  });
});
