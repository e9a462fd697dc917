import { describe, expect, it } from 'vitest';
import type { UserAdminRow } from '../../../domain/user-admin.ts';
import { superAdminBlock, superAdminChange } from './user-roles.ts';

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
