import type { LiveEvent } from '../../domain/events.ts';

/**
 * Frames of the server-sent events format. An `id:` line in a block without `data:` moves the
 * browser's last event id without firing anything: that is how a stream tells a new listener
 * where it stands. Ids are ours (no line breaks); JSON.stringify never writes one either.
 */
export const positionFrame = (id: string) => `id: ${id}\n\n`;

export const retryFrame = (ms: number) => `retry: ${ms}\n\n`;

export const eventFrame = (id: string, event: LiveEvent) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

/** "You may have missed events: fetch again whatever live events keep fresh." */
export const resyncFrame = (id: string) => `id: ${id}\nevent: resync\ndata: {}\n\n`;

/** A comment: browsers ignore it, proxies see traffic and keep the connection open. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';
