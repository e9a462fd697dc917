import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../../domain/events.ts';

/** What subscribers hear: an event of the domain, or `resync` when some may have been missed. */
export type LiveMessage = LiveEvent | { type: 'resync' };
type Listener = (message: LiveMessage) => void;

const EVENTS_URL = '/api/events';
const FIRST_REOPEN_MS = 2_000;
const LAST_REOPEN_MS = 60_000;

const GUIDES: QueryKey = ['guides'];
const GUIDE_ADMIN: QueryKey = ['guide-admin'];
/** The academy grids and course views; course management's queries start with 'courses'. */
const ACADEMY: QueryKey = ['academy'];
const COURSES: QueryKey = ['courses'];
/** Groups, their students' activities, submissions, grades and class floor: every key starts with 'groups'. */
const GROUPS: QueryKey = ['groups'];

/**
 * The cached queries each event makes stale, by the first element of their keys (a feature's
 * name: guide lists, a guide and its categories all start with 'guides'; the management pages
 * with 'guide-admin'). Stale queries on screen are fetched again at once, the others when next
 * shown, so the 10-minute cache of guides (spec §9) ends with the change. Later features (courses,
 * groups) add their events' keys here.
 */
const STALE_KEYS: Record<LiveEvent['type'], QueryKey[]> = {
  'guide.changed': [GUIDES, GUIDE_ADMIN],
  'guide-categories.changed': [GUIDES, GUIDE_ADMIN],
  // A published course generates practical guides, so guide lists may change with it.
  'course.changed': [ACADEMY, COURSES, GUIDES],
  'submission.changed': [GROUPS],
  'group.changed': [GROUPS],
};

/** After a resync, everything live events keep fresh is fetched again. */
const keysOf = (message: LiveMessage): QueryKey[] =>
  message.type === 'resync' ? [...new Set(Object.values(STALE_KEYS).flat())] : STALE_KEYS[message.type];

export const invalidateForLiveMessage = (queryClient: QueryClient, message: LiveMessage) =>
  Promise.all(keysOf(message).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * The string fields of each event, as `liveEventSchema` (domain/events.ts) lists them: checked here
 * by hand so the tab's event stream does not bring zod to every page (live-events.test.ts compares
 * the two on generated events).
 */
const EVENT_FIELDS: Record<LiveEvent['type'], readonly string[]> = {
  'guide.changed': ['id'],
  'guide-categories.changed': [],
  'course.changed': ['id'],
  'submission.changed': ['groupId', 'activityId', 'studentId'],
  'group.changed': ['id'],
};

const isEventType = (type: unknown): type is LiveEvent['type'] =>
  typeof type === 'string' && Object.hasOwn(EVENT_FIELDS, type);

/** An event's `data`, or null when it is not one this page knows (a newer server, say). */
export const parseLiveEvent = (data: string): LiveEvent | null => {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { type } = json as { type?: unknown };
  if (!isEventType(type)) return null;
  const event: Record<string, string> = { type };
  for (const field of EVENT_FIELDS[type]) {
    const value = (json as Record<string, unknown>)[field];
    if (typeof value !== 'string') return null;
    event[field] = value;
  }
  return event as LiveEvent;
};

const listeners = new Set<Listener>();

/** Hears every live message of this tab (after the caches were marked stale); returns the unsubscribe. */
export const subscribeLiveEvents = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** `subscribeLiveEvents` for a component, for as long as it is mounted. */
export const useLiveEvent = (listener: Listener) => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLiveEvents((message) => latest.current(message)), []);
};

const dispatch = (queryClient: QueryClient, message: LiveMessage) => {
  void invalidateForLiveMessage(queryClient, message);
  for (const listener of listeners) listener(message);
};

/**
 * Opens the tab's event stream. EventSource reconnects by itself after a network failure,
 * sending the last event id so the server replays what was missed. It gives up for good on an
 * HTTP error (a proxy's 502 while the server restarts, a 401): then a new EventSource is opened
 * after a growing pause and, since it cannot say where it stood, everything live is fetched again.
 * Returns the function that closes it.
 */
export const connectLiveEvents = (queryClient: QueryClient): (() => void) => {
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const open = (isReopening: boolean) => {
    const current = new EventSource(EVENTS_URL);
    source = current;
    let needsResync = isReopening;
    current.onopen = () => {
      failures = 0;
      if (needsResync) dispatch(queryClient, { type: 'resync' });
      needsResync = false;
    };
    current.onmessage = (message: MessageEvent<string>) => {
      const event = parseLiveEvent(message.data);
      if (event) dispatch(queryClient, event);
    };
    current.addEventListener('resync', () => dispatch(queryClient, { type: 'resync' }));
    current.onerror = () => {
      if (closed || current.readyState !== EventSource.CLOSED) return;
      const pause = Math.min(LAST_REOPEN_MS, FIRST_REOPEN_MS * 2 ** failures);
      failures += 1;
      reopenTimer = setTimeout(() => open(true), pause);
    };
  };

  open(false);
  return () => {
    closed = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
};

/** Keeps the tab's one event stream open while someone is signed in; the app shell calls it once. */
export const useLiveEvents = (isSignedIn: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => (isSignedIn ? connectLiveEvents(queryClient) : undefined), [isSignedIn, queryClient]);
};
