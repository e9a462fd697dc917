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
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
