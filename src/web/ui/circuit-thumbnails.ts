import { repairDiagram } from '../../domain/circuit/repair.ts';
import { rasterizeSvg } from '../editor/svg-raster.ts';
import { pictureScale } from '../lib/circuit-picture.ts';
import { createTaskQueue } from '../lib/task-queue.ts';
import {
  isFresh,
  readThumbnail,
  type ThumbnailKind,
  thumbnailGeneration,
  thumbnailKey,
  thumbnailStamp,
  writeThumbnail,
} from '../lib/thumbnail-cache.ts';

/** A circuit as a card's fallback fetches it, and where its drawing may be kept for next time. */
export interface LoadedCircuit {
  diagram: unknown;
  /**
   * Sends a picture of this circuit to the server (for someone who may edit it), so its card shows
   * that picture from then on instead of drawing it; absent for everyone else.
   */
  sendPicture?: (picture: Blob) => Promise<unknown>;
}

/** What a card needs drawn: which circuit, as of which change, and how to fetch it if it must. */
export interface ThumbnailSubject {
  kind: ThumbnailKind;
  id: string;
  updatedAt: string;
  /** The stored circuit (`GET /api/guides/:id` or `/api/projects/:id`), fetched only on a miss. */
  loadCircuit: () => Promise<LoadedCircuit>;
}

/** A drawn circuit (an object URL of its SVG), or null for a circuit with no parts. */
export type Thumbnail = { url: string | null };

/**
 * A few at a time: each waits mostly on fetching its circuit (drawing one takes ~10 ms once the
 * parts are loaded), and the server should not get a whole list's worth of requests at once.
 */
const DRAWING_CONCURRENCY = 3;
const queue = createTaskQueue(DRAWING_CONCURRENCY);

/** This page's thumbnails, so a card remounting (or a list seen again) shows its own at once. */
const shown = new Map<string, { stamp: string; thumbnail: Thumbnail }>();

const remember = (key: string, stamp: string, svg: string | null): Thumbnail => {
  const previous = shown.get(key);
  if (previous?.stamp === stamp) return previous.thumbnail;
  if (previous?.thumbnail.url) URL.revokeObjectURL(previous.thumbnail.url);
  const url = svg === null ? null : URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const thumbnail = { url };
  shown.set(key, { stamp, thumbnail });
  return thumbnail;
};

const identify = (subject: ThumbnailSubject) => ({
  key: thumbnailKey(subject.kind, subject.id),
  stamp: thumbnailStamp(subject.updatedAt),
});

/** The thumbnail already at hand on this page, if any: for the first render, without a flash. */
export const peekThumbnail = (subject: ThumbnailSubject): Thumbnail | undefined => {
  const { key, stamp } = identify(subject);
  const entry = shown.get(key);
  return isFresh(entry, stamp) ? entry?.thumbnail : undefined;
};

/** The drawing as a picture for the server, sent in the background: the card already shows it. */
const sendDrawing = (svg: string, sendPicture: (picture: Blob) => Promise<unknown>) =>
  void rasterizeSvg(svg, pictureScale)
    .then(sendPicture)
    .catch(() => {});

const drawAndStore = async (subject: ThumbnailSubject, key: string, stamp: string) => {
  const generation = thumbnailGeneration();
  const loaded = await subject.loadCircuit();
  const { diagram } = repairDiagram(loaded.diagram);
  const svg =
    diagram.parts.length === 0
      ? null
      : await import('../editor/offscreen-circuit.tsx').then(({ drawCircuitSvg }) => drawCircuitSvg(diagram));
  await writeThumbnail({ key, stamp, svg, storedAt: Date.now() }, generation);
  if (svg !== null && loaded.sendPicture) sendDrawing(svg, loaded.sendPicture);
  return remember(key, stamp, svg);
};

/**
 * The card's thumbnail: from this page, else from the browser's cache, else drawn from the
 * circuit (fetched for it) in the background queue and cached. Rejects when drawing fails, or
 * when `signal` aborts before its turn.
 */
export const loadThumbnail = async (subject: ThumbnailSubject, signal?: AbortSignal): Promise<Thumbnail> => {
  const { key, stamp } = identify(subject);
  const atHand = peekThumbnail(subject);
  if (atHand) return atHand;
  const stored = await readThumbnail(key);
  if (stored && isFresh(stored, stamp)) return remember(key, stamp, stored.svg);
  return queue.run(() => drawAndStore(subject, key, stamp), signal);
};
