import { z } from 'zod';

/**
 * What `GET /api/events` (server-sent events) pushes to signed-in browsers. An event names what
 * changed, never its content: the page asks the API again, which applies its own access rules.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  /** A guide was published, edited, unpublished or deleted: lists and open guide pages refresh. */
  z.object({ type: z.literal('guide.changed'), id: z.string() }),
  /** The guide categories changed (created, renamed, deleted). */
  z.object({ type: z.literal('guide-categories.changed') }),
  /** A course was created, edited, published, unpublished or deleted: the academy and open course pages refresh. */
  z.object({ type: z.literal('course.changed'), id: z.string() }),
  /**
   * A student's work on a group activity changed (opened, sent, graded, returned, feedback saved):
   * the tutor's grades and activity pages and the student's own pages refresh.
   */
  z.object({
    type: z.literal('submission.changed'),
    groupId: z.string(),
    activityId: z.string(),
    studentId: z.string(),
  }),
  /** A group changed (its fields, students, keyboard access or class floor): its pages refresh. */
  z.object({ type: z.literal('group.changed'), id: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
