import { z } from 'zod';
import { DEFAULTS } from './constants.ts';

/**
 * The class activity (spec §2 class-activity, §3 keyboardAccess / lastFloor / updatedAtFloor, §4
 * keyboard access, §5 keypad): one student at a time holds the group's keyboard and sends floors
 * from a keypad, like calling an elevator; the whole group watches the floor change.
 */

export const CLASS_LIMITS = {
  /** Spec §5: the keypad has at least 3 numbers; ours has 1–9, the floors of a small building. */
  floorMin: 1,
  floorMax: 9,
  idMax: 200,
} as const;

/** The keypad's numbers in the order a membrane keypad shows them (rows of three). */
export const KEYPAD_FLOORS: readonly number[] = Array.from(
  { length: CLASS_LIMITS.floorMax - CLASS_LIMITS.floorMin + 1 },
  (_, index) => CLASS_LIMITS.floorMin + index,
);

export const isKeypadFloor = (floor: number) =>
  Number.isInteger(floor) && floor >= CLASS_LIMITS.floorMin && floor <= CLASS_LIMITS.floorMax;

/** Spec §9: a new group stands at floor 1; a stored floor outside the keypad reads as that. */
export const floorOrDefault = (floor: number) => (isKeypadFloor(floor) ? floor : DEFAULTS.groupLastFloor);

const idSchema = z.string().trim().min(1).max(CLASS_LIMITS.idMax);

export const groupIdParams = z.object({ id: idSchema });

export const floorSchema = z.int().min(CLASS_LIMITS.floorMin).max(CLASS_LIMITS.floorMax);

/** PUT /api/groups/:id/floor: the floor the student holding the keyboard pressed. */
export const setFloorSchema = z.strictObject({ floor: floorSchema });
export type SetFloor = z.infer<typeof setFloorSchema>;

/** PUT /api/groups/:id/keyboard-access: the mentor hands the keyboard to one student of the group. */
export const grantKeyboardAccessSchema = z.strictObject({
  studentId: idSchema,
  /** The class activity the access was given in, when the page was opened on one. */
  activityId: idSchema.optional(),
});
export type GrantKeyboardAccess = z.infer<typeof grantKeyboardAccessSchema>;

/** Who holds the keyboard now, as the group's people see it. */
export const keyboardAccessSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  activityId: z.string().nullable(),
  grantedAt: z.string(),
});
export type KeyboardAccessView = z.infer<typeof keyboardAccessSchema>;

export const classStudentSchema = z.object({ id: z.string(), name: z.string() });
export type ClassStudent = z.infer<typeof classStudentSchema>;

/** GET /api/groups/:id/class: the class activity as the caller sees it. */
export const classViewSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  lastFloor: z.int(),
  updatedAtFloor: z.string().nullable(),
  keyboardAccess: keyboardAccessSchema.nullable(),
  /** The group's students, for the mentor's keyboard-access control; null for everyone else. */
  students: z.array(classStudentSchema).nullable(),
  /** The caller is the group's mentor (spec §6: the only one who sees the control). */
  canGrant: z.boolean(),
  /** The caller holds the keyboard: the keypad is theirs to press. */
  holdsAccess: z.boolean(),
});
export type ClassView = z.infer<typeof classViewSchema>;

/** What `groups.keyboard_access` holds (spec §3); anything else stored there reads as nobody. */
export const storedKeyboardAccessSchema = z.object({
  studentUid: z.string().min(1),
  activityId: z.string().catch(''),
  grantedAt: z.string(),
});
