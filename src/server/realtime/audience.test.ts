import { describe, expect, it } from 'vitest';
import type { Actor } from '../../domain/permissions.ts';
import { mayHear, type Notice } from './audience.ts';

const person = (id: string, roles: Partial<Actor['roles']> = {}): Actor => ({
  id,
  roles: { student: true, tutor: false, adminOf: [], superAdmin: false, ...roles },
});
const adminOf = (id: string, institutionId: string) =>
  person(id, { student: false, adminOf: [{ id: institutionId, name: institutionId }] });

describe('who hears of a group event', () => {
  const submission: Notice = {
    id: 'p-1',
    event: { type: 'submission.changed', groupId: 'g1', activityId: 'a1', studentId: 'ana' },
    facts: { studentId: 'ana', mentorId: 'tere', institutionId: 'colegio-a' },
  };
  const group: Notice = {
    id: 'p-2',
    event: { type: 'group.changed', id: 'g1' },
    facts: { studentIds: ['ana', 'beto'], mentorId: 'tere', institutionId: 'colegio-a' },
  };

  it("tells a submission's change to its student, the group's mentor and the group's managers only", () => {
    expect(mayHear(person('ana'), submission)).toBe(true);
    expect(mayHear(person('tere', { tutor: true }), submission)).toBe(true);
    expect(mayHear(adminOf('dora', 'colegio-a'), submission)).toBe(true);
    expect(mayHear(person('root', { superAdmin: true }), submission)).toBe(true);
    // A classmate, another tutor and another institution's admin never learn of it.
    expect(mayHear(person('beto'), submission)).toBe(false);
    expect(mayHear(person('otro', { tutor: true }), submission)).toBe(false);
    expect(mayHear(adminOf('eva', 'colegio-b'), submission)).toBe(false);
  });

  it("tells a group's change to its students, its mentor and its managers only", () => {
    expect(mayHear(person('ana'), group)).toBe(true);
    expect(mayHear(person('beto'), group)).toBe(true);
    expect(mayHear(person('tere', { tutor: true }), group)).toBe(true);
    expect(mayHear(adminOf('dora', 'colegio-a'), group)).toBe(true);
    expect(mayHear(person('carla'), group)).toBe(false);
    expect(mayHear(adminOf('eva', 'colegio-b'), group)).toBe(false);
  });
});
