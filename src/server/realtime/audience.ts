import { z } from 'zod';
import type { LiveEvent } from '../../domain/events.ts';
import { type Actor, can } from '../../domain/permissions.ts';

export type LiveEventType = LiveEvent['type'];

/**
 * What a publisher states beside an event so the server can tell who may hear of it. The facts
 * travel in the NOTIFY payload and never reach a browser. A later event type (a course, a group)
 * adds its facts here and its rule in AUDIENCE below; the types make both go together.
 */
export const AUDIENCE_FACTS = {
  /** "Published" as students meet it: a guide they can open from a list. */
  'guide.changed': z.strictObject({ wasPublished: z.boolean(), isPublished: z.boolean() }),
  'guide-categories.changed': z.strictObject({}),
  /** Whether students meet the course in the academy, before and after; whose institution it is. */
  'course.changed': z.strictObject({
    wasPublished: z.boolean(),
    isPublished: z.boolean(),
    institutionId: z.string().nullable(),
  }),
  /** The student whose work it is, the group's mentor and the institution managing the group. */
  'submission.changed': z.strictObject({
    studentId: z.string(),
    mentorId: z.string().nullable(),
    institutionId: z.string().nullable(),
  }),
  /** The group's people: its students, its mentor, and the institution managing it. */
  'group.changed': z.strictObject({
    studentIds: z.array(z.string()),
    mentorId: z.string().nullable(),
    institutionId: z.string().nullable(),
  }),
} satisfies Record<LiveEventType, z.ZodType>;

export type AudienceFacts = { [T in LiveEventType]: z.infer<(typeof AUDIENCE_FACTS)[T]> };

type Rule<T extends LiveEventType> = (listener: Actor, facts: AudienceFacts[T]) => boolean;

/** Who hears of each event. Events carry ids only, yet an id alone tells a student a guide exists. */
const AUDIENCE: { [T in LiveEventType]: Rule<T> } = {
  'guide.changed': (listener, facts) =>
    facts.wasPublished || facts.isPublished || can(listener, 'guide:manage'),
  'guide-categories.changed': () => true,
  'course.changed': (listener, facts) =>
    facts.wasPublished ||
    facts.isPublished ||
    can(listener, 'course:manage', { institutionId: facts.institutionId }),
  'submission.changed': (listener, facts) =>
    listener.id === facts.studentId ||
    listener.id === facts.mentorId ||
    can(listener, 'group:manage', { institutionId: facts.institutionId }),
  'group.changed': (listener, facts) =>
    facts.studentIds.includes(listener.id) ||
    listener.id === facts.mentorId ||
    can(listener, 'group:manage', { institutionId: facts.institutionId }),
};

/** One event as it crosses processes: the id every process knows it by, the event and its facts. */
export type Notice = {
  [T in LiveEventType]: { id: string; event: Extract<LiveEvent, { type: T }>; facts: AudienceFacts[T] };
}[LiveEventType];

export const mayHear = (listener: Actor, notice: Notice): boolean => {
  // Notice ties each event type to its facts; indexing the table by a union loses that tie.
  const rule = AUDIENCE[notice.event.type] as (listener: Actor, facts: Notice['facts']) => boolean;
  return rule(listener, notice.facts);
};
