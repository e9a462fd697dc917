import { describe, expect, it } from 'vitest';
import type { MyGroup } from '../../../domain/groups.ts';
import { coursesOf, courseTarget, groupTarget } from './my-courses.ts';

const group = (id: string, courseId: string, role: MyGroup['role'] = 'student'): MyGroup => ({
  id,
  name: `Grupo ${id}`,
  schedule: 'Lunes',
  isRemote: true,
  course: { id: courseId, name: `Curso ${courseId}`, imageUrl: null },
  mentor: { id: 'm', name: 'Andrea' },
  role,
});
const student = { id: 'u1', name: 'Lucía Fernández', isTutor: false };
const tutor = { id: 't1', name: 'Andrea', isTutor: true };

describe('the Groups page', () => {
  it('gathers groups by course, keeping their order', () => {
    const courses = coursesOf([group('a', 'c1'), group('b', 'c2'), group('c', 'c1')]);
    expect(courses.map((c) => [c.id, c.groups.map((g) => g.id)])).toEqual([
      ['c1', ['a', 'c']],
      ['c2', ['b']],
    ]);
  });

  it('takes a student with one group of the course straight to their backoffice', () => {
    const [course] = coursesOf([group('g 1', 'c1')]);
    if (!course) throw new Error('no course');
    expect(courseTarget('es', student, course)).toEqual({
      kind: 'go',
      to: '/es/student/u1?groupId=g+1&studentName=Luc%C3%ADa+Fern%C3%A1ndez',
    });
  });

  it('opens the popup for a tutor, or a student with several groups of the course', () => {
    const [one] = coursesOf([group('a', 'c1', 'mentor')]);
    const [two] = coursesOf([group('a', 'c1'), group('b', 'c1')]);
    if (!one || !two) throw new Error('no course');
    expect(courseTarget('es', tutor, one)).toEqual({ kind: 'popup' });
    expect(courseTarget('es', student, two)).toEqual({ kind: 'popup' });
  });

  it("sends a group's mentor to its grades", () => {
    expect(groupTarget('pt', tutor, group('g/1', 'c1', 'mentor'))).toBe('/pt/grades/g%2F1');
  });
});
