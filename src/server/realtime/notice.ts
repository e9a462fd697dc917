import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type LiveEvent, liveEventSchema } from '../../domain/events.ts';
import { AUDIENCE_FACTS, type AudienceFacts, type Notice } from './audience.ts';

/** The one PostgreSQL channel every process publishes on and listens to. */
export const LIVE_CHANNEL = 'chispa_live';

/** Far below NOTIFY's 8000-byte limit: an event names what changed, never its content. */
const MAX_PAYLOAD_BYTES = 2000;

const envelopeSchema = z.object({
  id: z.string().min(1).max(100),
  event: liveEventSchema,
  facts: z.unknown(),
});

/**
 * Ids of the events this process publishes: a random prefix of the process and a counter. Every
 * process receives the same NOTIFY payload, so every process knows an event by the same id.
 */
export const createIdSource = () => {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return {
    prefix,
    next: () => {
      count += 1;
      return `${prefix}.${count.toString(36)}`;
    },
  };
};

/** The NOTIFY payload of an event; throws on an event or facts that do not match their schemas. */
export const noticePayload = <E extends LiveEvent>(id: string, event: E, facts: AudienceFacts[E['type']]) => {
  const payload = JSON.stringify({
    id,
    event: liveEventSchema.parse(event),
    facts: AUDIENCE_FACTS[event.type].parse(facts),
  });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large: ${payload}`);
  return payload;
};

/** A payload read from the channel, or null when it is not one of ours (anyone may NOTIFY). */
export const parseNotice = (payload: string): Notice | null => {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const facts = AUDIENCE_FACTS[envelope.data.event.type].safeParse(envelope.data.facts);
  if (!facts.success) return null;
  return { ...envelope.data, facts: facts.data } as Notice;
};
