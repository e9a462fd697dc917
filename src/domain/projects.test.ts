import { describe, expect, it } from 'vitest';
import { type Actor, can } from './permissions.ts';
import {
  copyNameOf,
  createProjectSchema,
  lacksProjectFields,
  PROJECT_LIMITS,
  projectListQuerySchema,
  shareProjectSchema,
  updateProjectSchema,
} from './projects.ts';

const led = { id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } };
const wire = {
  id: 'w1',
  from: { part: 'led1', pin: 'A' },
  to: { part: 'pico', pin: 'GP15' },
  color: 'green',
  bends: [{ x: 1, y: 2 }],
};

describe('createProjectSchema', () => {
  it('trims the name and accepts a diagram and code', () => {
    const parsed = createProjectSchema.parse({
      name: '  Robot  ',
      category: 'robotics',
      diagram: { parts: [led], wires: [wire] },
      code: 'print(1)',
    });
    expect(parsed).toMatchObject({ name: 'Robot', category: 'robotics', code: 'print(1)' });
  });

  it('refuses unknown categories, unknown fields, long names and oversized code', () => {
    expect(createProjectSchema.safeParse({ name: 'a', category: 'music' }).success).toBe(false);
    expect(createProjectSchema.safeParse({ name: 'a', category: 'iot', ownerId: 'x' }).success).toBe(false);
    expect(createProjectSchema.safeParse({ name: 'x'.repeat(101), category: 'iot' }).success).toBe(false);
    const code = 'x'.repeat(PROJECT_LIMITS.codeMax + 1);
    expect(createProjectSchema.safeParse({ name: 'a', category: 'iot', code }).success).toBe(false);
  });

  it('refuses a diagram of the wrong shape', () => {
    const diagram = { parts: [{ ...led, attrs: { color: 5 } }], wires: [] };
    expect(createProjectSchema.safeParse({ name: 'a', category: 'iot', diagram }).success).toBe(false);
  });
});

describe('updateProjectSchema', () => {
  it('needs a version of at least 1 and nothing unknown', () => {
    expect(updateProjectSchema.safeParse({ version: 3, name: 'b' }).success).toBe(true);
    expect(updateProjectSchema.safeParse({ name: 'b' }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ version: 1.5 }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ version: 1, isReadOnly: true }).success).toBe(false);
  });
});

describe('lacksProjectFields (spec §5)', () => {
  it('flags a missing or blank name or category on create', () => {
    expect(lacksProjectFields({ name: 'a', category: 'iot' })).toBe(false);
    expect(lacksProjectFields({ category: 'iot' })).toBe(true);
    expect(lacksProjectFields({ name: '   ', category: 'iot' })).toBe(true);
    expect(lacksProjectFields({ name: 'a', category: '' })).toBe(true);
    expect(lacksProjectFields(undefined)).toBe(true);
  });

  it('only checks the fields an update sends', () => {
    expect(lacksProjectFields({ version: 1 }, { partial: true })).toBe(false);
    expect(lacksProjectFields({ version: 1, name: ' ' }, { partial: true })).toBe(true);
    expect(lacksProjectFields({ version: 1, category: null }, { partial: true })).toBe(true);
    expect(lacksProjectFields('text', { partial: true })).toBe(false);
  });
});

describe('projectListQuerySchema', () => {
  it('pages by 25 by default and caps the page at 100', () => {
    expect(projectListQuerySchema.parse({})).toEqual({ limit: 25 });
    expect(projectListQuerySchema.parse({ limit: '10', search: ' led ' })).toEqual({
      limit: 10,
      search: 'led',
    });
    expect(projectListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('shareProjectSchema', () => {
  it('normalises the e-mail and knows the three levels', () => {
    expect(shareProjectSchema.parse({ email: ' Ana@Example.TEST ', level: 'read' })).toEqual({
      email: 'ana@example.test',
      level: 'read',
    });
    expect(shareProjectSchema.safeParse({ email: 'ana', level: 'read' }).success).toBe(false);
    expect(shareProjectSchema.safeParse({ email: 'a@b.co', level: 'admin' }).success).toBe(false);
  });
});

describe('copyNameOf (spec §4)', () => {
  it("appends ' (copia)' and stays within the name limit", () => {
    expect(copyNameOf('Robot')).toBe('Robot (copia)');
    const long = copyNameOf('x'.repeat(PROJECT_LIMITS.nameMax));
    expect(long).toHaveLength(PROJECT_LIMITS.nameMax);
    expect(long.endsWith(' (copia)')).toBe(true);
  });
});

describe('project rules (spec §6)', () => {
  const student: Actor = {
    id: 'u1',
    roles: { student: true, tutor: false, adminOf: [], superAdmin: false },
  };
  const matrix = {
    owner: { 'project:read': true, 'project:write': true, 'project:share': true, 'project:delete': true },
    write: { 'project:read': true, 'project:write': true, 'project:share': false, 'project:delete': false },
    read: { 'project:read': true, 'project:write': false, 'project:share': false, 'project:delete': false },
  } as const;

  it('follows the caller level', () => {
    for (const [level, actions] of Object.entries(matrix)) {
      for (const [action, allowed] of Object.entries(actions)) {
        const projectLevel = level as keyof typeof matrix;
        expect(can(student, action as keyof typeof actions, { projectLevel }), `${level} ${action}`).toBe(
          allowed,
        );
      }
    }
  });

  it('gives nothing without a level, even to a super admin', () => {
    const superAdmin = { ...student, roles: { ...student.roles, superAdmin: true } };
    for (const action of ['project:read', 'project:write', 'project:share', 'project:delete'] as const) {
      expect(can(student, action, { projectLevel: null })).toBe(false);
      expect(can(superAdmin, action)).toBe(false);
    }
  });
});
