import { describe, expect, it } from 'vitest';
import type { GradeCell, GroupGrades } from '../../../domain/grades.ts';
import { nextSort, parseGradesSort, sortStudents, toSortSearch } from './grades-sort.ts';

const cell = (activityId: string, score: number | null, graded = score !== null): GradeCell => ({
  activityId,
  status: graded ? 'calified' : score === null ? null : 'created',
  presentation: graded ? 'graded' : score === null ? 'notReceived' : 'returned',
  score,
  sentAt: null,
  returnedAt: null,
});

const student = (id: string, name: string, score: number | null, graded?: boolean) => ({
  id,
  name,
  email: `${id}@x.test`,
  cells: [cell('a1', score, graded)],
});

const grades: GroupGrades = {
  group: { id: 'g', name: 'G', courseId: 'c', courseName: 'C' },
  activities: [{ id: 'a1', name: 'LED', moduleNumber: '1', kind: 'class' }],
  students: [
    student('1', 'Óscar', 70),
    student('2', 'ana', null),
    student('3', 'Bruno', 90),
    student('4', 'Zoe', 40, false), // returned: its last grade is not a grade now
  ],
};

const names = (sort: Parameters<typeof sortStudents>[1]) =>
  sortStudents(grades, sort, 'es').map((s) => s.name);

describe('sortStudents', () => {
  it('orders by name with the locale collation, both ways', () => {
    expect(names({ by: 'name', dir: 'asc' })).toEqual(['ana', 'Bruno', 'Óscar', 'Zoe']);
    expect(names({ by: 'name', dir: 'desc' })).toEqual(['Zoe', 'Óscar', 'Bruno', 'ana']);
  });

  it("orders by an activity's score, ungraded students last either way", () => {
    expect(names({ by: 'a1', dir: 'asc' })).toEqual(['Óscar', 'Bruno', 'ana', 'Zoe']);
    expect(names({ by: 'a1', dir: 'desc' })).toEqual(['Bruno', 'Óscar', 'ana', 'Zoe']);
  });

  it('falls back to the name for an activity no longer in the course', () => {
    expect(names({ by: 'gone', dir: 'asc' })).toEqual(['ana', 'Bruno', 'Óscar', 'Zoe']);
  });
});

describe('the sort in the URL', () => {
  it('reads and writes sort and dir, leaving the defaults out', () => {
    expect(parseGradesSort(new URLSearchParams(''))).toEqual({ by: 'name', dir: 'asc' });
    expect(parseGradesSort(new URLSearchParams('sort=a1&dir=desc'))).toEqual({ by: 'a1', dir: 'desc' });
    expect(toSortSearch(new URLSearchParams('x=1'), { by: 'a1', dir: 'desc' }).toString()).toBe(
      'x=1&sort=a1&dir=desc',
    );
    expect(toSortSearch(new URLSearchParams('sort=a1&dir=desc'), { by: 'name', dir: 'asc' }).toString()).toBe(
      '',
    );
  });

  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ by: 'a1', dir: 'asc' }, 'a1')).toEqual({ by: 'a1', dir: 'desc' });
    expect(nextSort({ by: 'a1', dir: 'desc' }, 'name')).toEqual({ by: 'name', dir: 'asc' });
  });
});
