import { describe, expect, it } from 'vitest';
import {
  floorOrDefault,
  grantKeyboardAccessSchema,
  isKeypadFloor,
  KEYPAD_FLOORS,
  setFloorSchema,
  storedKeyboardAccessSchema,
} from './class-activity.ts';

describe('the keypad', () => {
  it('has at least 3 numbers (spec §5): floors 1 to 9 in order', () => {
    expect(KEYPAD_FLOORS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(KEYPAD_FLOORS.length).toBeGreaterThanOrEqual(3);
  });

  it('takes whole floors within it only', () => {
    for (const floor of KEYPAD_FLOORS) expect(setFloorSchema.safeParse({ floor }).success).toBe(true);
    for (const floor of [0, 10, 2.5, -1, '3', null, Number.POSITIVE_INFINITY])
      expect(setFloorSchema.safeParse({ floor }).success).toBe(false);
    expect(setFloorSchema.safeParse({ floor: 2, extra: 1 }).success).toBe(false);
    expect(isKeypadFloor(0)).toBe(false);
  });

  it('reads a stored floor outside it as the first floor (spec §9 lastFloor 1)', () => {
    expect(floorOrDefault(5)).toBe(5);
    expect(floorOrDefault(42)).toBe(1);
  });
});

describe('keyboard access', () => {
  it('is granted to a student id, with an activity or without one', () => {
    expect(grantKeyboardAccessSchema.safeParse({ studentId: 'u1' }).success).toBe(true);
    expect(grantKeyboardAccessSchema.safeParse({ studentId: 'u1', activityId: 'a1' }).success).toBe(true);
    expect(grantKeyboardAccessSchema.safeParse({ studentId: '  ' }).success).toBe(false);
    expect(grantKeyboardAccessSchema.safeParse({ studentId: 'x'.repeat(201) }).success).toBe(false);
  });

  it('stored as anything but a holder reads as nobody', () => {
    expect(storedKeyboardAccessSchema.safeParse(null).success).toBe(false);
    expect(storedKeyboardAccessSchema.safeParse({ activityId: 'a' }).success).toBe(false);
    expect(
      storedKeyboardAccessSchema.parse({
        studentUid: 'u1',
        activityId: 7,
        grantedAt: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ studentUid: 'u1', activityId: '', grantedAt: '2026-01-01T00:00:00Z' });
  });
});
