import { type ReactNode, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOnline } from './connection.ts';
import { pageStateOf } from './offline-state.ts';
import { FullPageOfflineState, OfflineState } from './offline-state-view.tsx';

/**
 * Where a layout shows its page: the page itself, or — opened offline, on a page that reads the
 * server each time — the offline state in its place, instead of a spinner that never ends or an
 * error. A page already shown when the connection goes stays (a guide being read is not taken
 * away: what it has is still true); the next page opened offline gets the state. The page is
 * mounted again when the connection returns, so its queries fetch afresh.
 */
export const OfflineStateGate = ({
  fullPage = false,
  children,
}: {
  fullPage?: boolean;
  children?: ReactNode;
}) => {
  const isOnline = useOnline();
  const location = useLocation();
  // The history entry last shown with the network: it keeps showing while the network is gone.
  // (Its address too: an entry pushed outside the router has the key 'default', as the next one.)
  const entry = `${location.key} ${location.pathname}${location.search}`;
  const shownOnline = useRef<string | null>(null);
  if (isOnline) shownOnline.current = entry;
  const state = pageStateOf({ isOnline, pathname: location.pathname });
  if (state === 'page' || shownOnline.current === entry) return children ?? <Outlet />;
  return fullPage ? <FullPageOfflineState /> : <OfflineState />;
};
