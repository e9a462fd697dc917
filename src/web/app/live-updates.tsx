import { useMe } from '../features/auth/session.ts';
import { useLiveEvents } from '../lib/live-events.ts';

/** The tab's live event stream, open while someone is signed in: cached lists follow changes. */
export const LiveUpdates = () => {
  const { data: me } = useMe();
  useLiveEvents(Boolean(me));
  return null;
};
