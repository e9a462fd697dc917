import { describe, expect, it } from 'vitest';
import { type CourseContent, newActivity, newModule } from './course-content.ts';
import {
  activityAt,
  dropIndexOf,
  moveActivity,
  moveItem,
  moveModule,
  moveModuleBy,
  placeOfActivity,
  stepActivityPlace,
} from './course-order.ts';

/** Modules named m1…mN; `lists[i]` = [class ids, home ids] of module i. */
const course = (lists: [string[], string[]][]): CourseContent => ({
  modules: lists.map(([classIds, homeIds], i) => ({
    ...newModule(i, `m${i + 1}`),
    lessons: [
      {
        classActivities: classIds.map((id) => newActivity(id, { id, name: id })),
        homeActivities: homeIds.map((id) => newActivity(id, { id, name: id })),
      },
    ],
  })),
});

const shape = (content: CourseContent) =>
  content.modules.map((module) => [
    module.number,
    module.name,
    module.lessons[0]?.classActivities.map((a) => a.id),
    module.lessons[0]?.homeActivities.map((a) => a.id),
  ]);

describe('moveItem', () => {
  it('moves one item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 1, -5)).toEqual(['b', 'a', 'c']);
  });

  it('returns the same array when nothing moves', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 1, 1)).toBe(items);
    expect(moveItem(items, 5, 0)).toBe(items);
  });
});

describe('moveModule', () => {
  const content = course([
    [['a'], []],
    [['b'], []],
    [['c'], []],
  ]);

  it('moves a module and renumbers every module from 1', () => {
    const moved = moveModule(content, 2, 0);
    expect(shape(moved)).toEqual([
      ['1', 'm3', ['c'], []],
      ['2', 'm1', ['a'], []],
      ['3', 'm2', ['b'], []],
    ]);
    expect(shape(content)[0]).toEqual(['1', 'm1', ['a'], []]);
  });

  it('moves up and down by one, and not past either end', () => {
    expect(shape(moveModuleBy(content, 1, -1)).map((m) => m[1])).toEqual(['m2', 'm1', 'm3']);
    expect(shape(moveModuleBy(content, 1, 1)).map((m) => m[1])).toEqual(['m1', 'm3', 'm2']);
    expect(moveModuleBy(content, 0, -1)).toBe(content);
    expect(moveModuleBy(content, 2, 1)).toBe(content);
  });
});

describe('moveActivity', () => {
  const content = course([
    [
      ['a', 'b', 'c'],
      ['h1', 'h2'],
    ],
    [['d'], []],
  ]);

  it('reorders within a list', () => {
    const moved = moveActivity(
      content,
      { module: 0, list: 'classActivities', index: 0 },
      { module: 0, list: 'classActivities', index: 2 },
    );
    expect(shape(moved)[0]).toEqual(['1', 'm1', ['b', 'c', 'a'], ['h1', 'h2']]);
  });

  it('moves from the class list to the home list of the same module', () => {
    const moved = moveActivity(
      content,
      { module: 0, list: 'classActivities', index: 1 },
      { module: 0, list: 'homeActivities', index: 1 },
    );
    expect(shape(moved)[0]).toEqual(['1', 'm1', ['a', 'c'], ['h1', 'b', 'h2']]);
  });

  it('moves to another module, into an empty list, clamping the index', () => {
    const moved = moveActivity(
      content,
      { module: 0, list: 'homeActivities', index: 0 },
      { module: 1, list: 'homeActivities', index: 7 },
    );
    expect(shape(moved)).toEqual([
      ['1', 'm1', ['a', 'b', 'c'], ['h2']],
      ['2', 'm2', ['d'], ['h1']],
    ]);
    expect(placeOfActivity(moved, 'h1')).toEqual({ module: 1, list: 'homeActivities', index: 0 });
  });

  it('leaves the tree alone for a missing activity or module, or no move', () => {
    const here = { module: 0, list: 'classActivities', index: 1 } as const;
    expect(moveActivity(content, here, here)).toBe(content);
    expect(moveActivity(content, { ...here, index: 9 }, here)).toBe(content);
    expect(moveActivity(content, here, { ...here, module: 4 })).toBe(content);
  });
});

describe('stepActivityPlace', () => {
  const content = course([
    [['a', 'b'], ['h']],
    [[], []],
    [['d'], []],
  ]);
  const walk = (id: string, delta: -1 | 1) => {
    const place = placeOfActivity(content, id);
    if (!place) throw new Error(id);
    return stepActivityPlace(content, place, delta);
  };

  it('steps within a list', () => {
    expect(walk('a', 1)).toEqual({ module: 0, list: 'classActivities', index: 1 });
    expect(walk('b', -1)).toEqual({ module: 0, list: 'classActivities', index: 0 });
  });

  it('crosses from class to home and on to the next module, entering first', () => {
    expect(walk('b', 1)).toEqual({ module: 0, list: 'homeActivities', index: 0 });
    expect(walk('h', 1)).toEqual({ module: 1, list: 'classActivities', index: 0 });
  });

  it('crosses back upward, entering last', () => {
    expect(walk('h', -1)).toEqual({ module: 0, list: 'classActivities', index: 2 });
    expect(walk('d', -1)).toEqual({ module: 1, list: 'homeActivities', index: 0 });
  });

  it('stops at the first and last places of the course', () => {
    expect(walk('a', -1)).toBeNull();
    expect(stepActivityPlace(content, { module: 2, list: 'homeActivities', index: 0 }, 1)).toBeNull();
  });

  it('gives places moveActivity takes the activity to', () => {
    const from = placeOfActivity(content, 'h');
    const to = walk('h', -1);
    if (!from || !to) throw new Error('no place');
    const moved = moveActivity(content, from, to);
    expect(activityAt(moved, to)?.id).toBe('h');
    expect(shape(moved)[0]).toEqual(['1', 'm1', ['a', 'b', 'h'], []]);
  });
});

describe('dropIndexOf', () => {
  it('lands before or after the target within the same list', () => {
    expect(dropIndexOf(0, 2, false)).toBe(1);
    expect(dropIndexOf(0, 2, true)).toBe(2);
    expect(dropIndexOf(3, 1, false)).toBe(1);
    expect(dropIndexOf(3, 1, true)).toBe(2);
    expect(dropIndexOf(2, 2, true)).toBe(2);
  });

  it('counts from the target in another list', () => {
    expect(dropIndexOf(null, 0, false)).toBe(0);
    expect(dropIndexOf(null, 0, true)).toBe(1);
  });

  it('puts the dragged item right before or right after the target, for every pair', () => {
    const items = ['a', 'b', 'c', 'd'];
    for (let from = 0; from < items.length; from++)
      for (let target = 0; target < items.length; target++) {
        if (from === target) continue;
        const dragged = items[from];
        const before = moveItem(items, from, dropIndexOf(from, target, false));
        const after = moveItem(items, from, dropIndexOf(from, target, true));
        expect(before[before.indexOf(items[target] as string) - 1]).toBe(dragged);
        expect(after[after.indexOf(items[target] as string) + 1]).toBe(dragged);
      }
  });
});
