import { describe, expect, it } from 'vitest';
import { type CourseContent, newActivity, newModule } from './course-content.ts';
import { removeActivity, updateActivity, updateModuleFields } from './course-draft-edits.ts';

const content = (): CourseContent => ({
  modules: [
    {
      ...newModule(0, 'Luz'),
      lessons: [
        {
          classActivities: [newActivity('a', { name: 'A' }), newActivity('b', { name: 'B' })],
          homeActivities: [newActivity('h', { name: 'H' })],
        },
      ],
    },
  ],
});

describe('course draft edits', () => {
  it('changes a module’s name and description as typed, untrimmed', () => {
    const before = content();
    const changed = updateModuleFields(before, 0, { name: 'Luz ', description: '' });
    expect(changed.modules[0]).toMatchObject({ number: '1', name: 'Luz ', description: '' });
    expect(before.modules[0]?.name).toBe('Luz');
  });

  it('removes one activity of one list', () => {
    const removed = removeActivity(content(), { module: 0, list: 'classActivities', index: 0 });
    expect(removed.modules[0]?.lessons[0]?.classActivities.map((a) => a.name)).toEqual(['B']);
    expect(removed.modules[0]?.lessons[0]?.homeActivities.map((a) => a.name)).toEqual(['H']);
  });

  it('changes an activity’s fields and keeps its ids', () => {
    const place = { module: 0, list: 'homeActivities', index: 0 } as const;
    const changed = updateActivity(content(), place, { name: '', code: 'print(1)', introductionText: 'i' });
    expect(changed.modules[0]?.lessons[0]?.homeActivities[0]).toMatchObject({
      id: 'activity_h',
      idStart: 'activity_hStart',
      name: '',
      code: 'print(1)',
      introductionText: 'i',
    });
  });

  it('leaves the tree alone for a module that is not there', () => {
    const before = content();
    expect(updateActivity(before, { module: 3, list: 'classActivities', index: 0 }, { name: 'x' })).toBe(
      before,
    );
    expect(removeActivity(before, { module: 3, list: 'classActivities', index: 0 })).toBe(before);
  });
});
