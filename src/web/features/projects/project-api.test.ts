import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { versionConflictSchema } from '../../../domain/projects.ts';
import { conflictOf } from './project-api.ts';

describe('conflictOf: the version a 409 names, read without zod', () => {
  it('reads a version conflict as versionConflictSchema does, and nothing else', () => {
    const anything = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.double(), fc.constant(null));
    const body = fc.record(
      {
        error: fc.oneof(
          fc.record(
            {
              code: fc.oneof(fc.constantFrom('PROJECT_VERSION_CONFLICT', 'PROJECT_NOT_FOUND'), anything),
              message: fc.string({ maxLength: 3 }),
            },
            { requiredKeys: ['code', 'message'] },
          ),
          anything,
        ),
        current: fc.oneof(
          fc.record({
            version: fc.oneof(fc.integer({ min: 1 }), anything),
            updatedAt: fc.oneof(fc.string(), anything),
          }),
          anything,
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (value) => {
        const parsed = versionConflictSchema.safeParse(value);
        const expected = parsed.success ? parsed.data.current : undefined;
        expect(conflictOf(value)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
    expect(
      conflictOf({
        error: { code: 'PROJECT_VERSION_CONFLICT', message: 'x' },
        current: { version: 3, updatedAt: 't' },
      }),
    ).toEqual({ version: 3, updatedAt: 't' });
    expect(
      conflictOf({
        error: { code: 'PROJECT_NOT_FOUND', message: 'x' },
        current: { version: 3, updatedAt: 't' },
      }),
    ).toBeUndefined();
  });
});
