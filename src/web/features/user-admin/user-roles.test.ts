import { describe, expect, it } from 'vitest';
import type { UserAdminRow } from '../../../domain/user-admin.ts';
import { superAdminBlock, superAdminChange, type UserPages, withChangedRow } from './user-roles.ts';

const row = (fields: Partial<UserAdminRow> = {}): UserAdminRow => ({
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.test',
  tutor: false,
  leadsGroups: false,
  superAdmin: false,
  adminOf: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('the super admin switch', () => {
  it('is blocked only for the last super admin', () => {
    expect(superAdminBlock(row({ superAdmin: true }), 1)).toBe('lastSuperAdmin');
    expect(superAdminBlock(row({ superAdmin: true }), 2)).toBeNull();
    expect(superAdminBlock(row(), 1)).toBeNull();
  });

  it('asks a different question to grant, revoke, and give up one’s own role', () => {
    expect(superAdminChange(row(), 'u1')).toBe('grant');
    expect(superAdminChange(row({ superAdmin: true }), 'u2')).toBe('revoke');
    expect(superAdminChange(row({ superAdmin: true }), 'u1')).toBe('revokeOwn');
  });
});

describe('a role change in the cached lists', () => {
  const pages = (...items: UserAdminRow[][]): UserPages => ({
    pages: items.map((page, i) => ({ items: page, nextCursor: String(i + 1), superAdminCount: 2 })),
    pageParams: items.map((_, i) => (i === 0 ? null : String(i))),
  });

  it('puts the server’s row in place of the old one and counts the super admins again', () => {
    const before = pages([row({ id: 'u0' })], [row({ superAdmin: true }), row({ id: 'u2' })]);
    const after = withChangedRow(before, row({ superAdmin: false, tutor: true }));
    expect(
      after?.pages.map((page) => page.items.map((item) => [item.id, item.tutor, item.superAdmin])),
    ).toEqual([
      [['u0', false, false]],
      [
        ['u1', true, false],
        ['u2', false, false],
      ],
    ]);
    expect(after?.pages.map((page) => page.superAdminCount)).toEqual([1, 1]);
    expect(withChangedRow(pages([row()]), row({ superAdmin: true }))?.pages[0]?.superAdminCount).toBe(3);
    expect(withChangedRow(pages([row()]), row({ tutor: true }))?.pages[0]?.superAdminCount).toBe(2);
  });

  it('leaves a list without the row, and no list, as they were', () => {
    const other = pages([row({ id: 'u9' })]);
    expect(withChangedRow(other, row({ superAdmin: true }))).toBe(other);
    expect(withChangedRow(undefined, row())).toBeUndefined();
  });
});
