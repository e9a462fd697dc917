import { describe, expect, it } from 'vitest';
import { type Actor, can } from './permissions.ts';

const actor = (id: string, roles: Partial<Actor['roles']> = {}): Actor => ({
  id,
  roles: { student: true, tutor: false, adminOf: [], superAdmin: false, ...roles },
});

describe('permissions', () => {
  const student = actor('s1');
  const tutor = actor('t1', { tutor: true });
  const admin = actor('a1', { adminOf: [{ id: 'i1', name: 'Colegio' }] });
  const superAdmin = actor('x1', { superAdmin: true });

  it('lets only super admins manage the catalogue, institutions and guides', () => {
    for (const action of [
      'catalogue:manage',
      'institution:manage',
      'guide:manage',
      'user:manage',
      'color:manage',
    ] as const) {
      expect(can(superAdmin, action)).toBe(true);
      expect(can(admin, action)).toBe(false);
      expect(can(tutor, action)).toBe(false);
      expect(can(student, action)).toBe(false);
    }
  });

  it('scopes institution admins to their own institution', () => {
    expect(can(admin, 'group:manage', { institutionId: 'i1' })).toBe(true);
    expect(can(admin, 'group:manage', { institutionId: 'i2' })).toBe(false);
    expect(can(superAdmin, 'course:manage', { institutionId: 'i2' })).toBe(true);
    expect(can(student, 'course:manage', { institutionId: 'i1' })).toBe(false);
  });

  it('opens free courses to everyone and premium ones to the enrolled, the mentor and the admins', () => {
    expect(can(student, 'course:open', { modality: 'free' })).toBe(true);
    expect(can(student, 'course:open', { modality: 'premium', institutionId: 'i1' })).toBe(false);
    expect(can(student, 'course:open', { modality: 'premium', enrolled: true })).toBe(true);
    expect(can(tutor, 'course:open', { modality: 'premium', mentorId: 't1' })).toBe(true);
    expect(can(tutor, 'course:open', { modality: 'premium', mentorId: 'other' })).toBe(false);
    expect(can(admin, 'course:open', { modality: 'premium', institutionId: 'i1' })).toBe(true);
    expect(can(admin, 'course:open', { modality: 'premium', institutionId: 'i2' })).toBe(false);
    expect(can(superAdmin, 'course:open', { modality: 'premium' })).toBe(true);
  });

  it('closes a locked course to everyone but its managers, whatever its modality or enrolment', () => {
    for (const modality of ['free', 'premium'] as const) {
      const locked = { modality, block: true, institutionId: 'i1', mentorId: 't1', enrolled: true };
      expect(can(student, 'course:open', locked)).toBe(false);
      expect(can(tutor, 'course:open', locked)).toBe(false);
      expect(can(admin, 'course:open', { ...locked, institutionId: 'i2' })).toBe(false);
      expect(can(admin, 'course:open', locked)).toBe(true);
      expect(can(superAdmin, 'course:open', locked)).toBe(true);
      expect(can(student, 'course:open', { ...locked, block: false })).toBe(true);
    }
  });

  it('lets only the group mentor grade, whatever other role they hold', () => {
    expect(can(tutor, 'group:grade', { mentorId: 't1' })).toBe(true);
    expect(can(tutor, 'group:grade', { mentorId: 'other' })).toBe(false);
    expect(can(superAdmin, 'group:grade', { mentorId: 't1' })).toBe(false);
    expect(can(student, 'group:grade', { mentorId: null })).toBe(false);
  });

  it("shows a group to its students, its mentor and its managers; every student's work to the mentor and managers only", () => {
    const group = { mentorId: 't1', institutionId: 'i1' };
    expect(can(student, 'group:read', { ...group, isGroupStudent: true })).toBe(true);
    expect(can(student, 'group:read', group)).toBe(false);
    expect(can(tutor, 'group:read', group)).toBe(true);
    expect(can(actor('t2', { tutor: true }), 'group:read', group)).toBe(false);
    expect(can(admin, 'group:read', group)).toBe(true);
    expect(can(admin, 'group:read', { ...group, institutionId: 'i2' })).toBe(false);
    expect(can(student, 'group:review', { ...group, isGroupStudent: true })).toBe(false);
    expect(can(tutor, 'group:review', group)).toBe(true);
    expect(can(actor('t2', { tutor: true }), 'group:review', group)).toBe(false);
    expect(can(admin, 'group:review', group)).toBe(true);
    expect(can(superAdmin, 'group:review', { ...group, institutionId: null })).toBe(true);
  });

  it("lets a group's mentor and managers run its seats, and only its institution's admins a seat's data (issue 27)", () => {
    const group = { mentorId: 't1', institutionId: 'i1' };
    expect(can(tutor, 'group:seats', group)).toBe(true);
    expect(can(actor('t2', { tutor: true }), 'group:seats', group)).toBe(false);
    expect(can(student, 'group:seats', { ...group, isGroupStudent: true })).toBe(false);
    expect(can(admin, 'group:seats', group)).toBe(true);
    expect(can(admin, 'group:seats', { ...group, institutionId: 'i2' })).toBe(false);
    expect(can(tutor, 'seat:manage-data', group)).toBe(false);
    expect(can(admin, 'seat:manage-data', group)).toBe(true);
    expect(can(admin, 'seat:manage-data', { ...group, institutionId: 'i2' })).toBe(false);
    expect(can(superAdmin, 'seat:manage-data', { ...group, institutionId: null })).toBe(true);
  });

  it('opens the backoffice to admins of either kind only', () => {
    expect(can(admin, 'backoffice:open')).toBe(true);
    expect(can(superAdmin, 'backoffice:open')).toBe(true);
    expect(can(tutor, 'backoffice:open')).toBe(false);
  });
});
