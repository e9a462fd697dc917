import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOnline } from './connection.ts';
import { pageStateOf } from './offline-state.ts';
import { FullPageOfflineState, OfflineState } from './offline-state-view.tsx';

/**
 * Where a layout shows its page: the page itself, or — offline, on a page that reads the server
 * each time — the offline state in its place, instead of a spinner that never ends or an error.
 * The page is mounted again when the connection returns, so its queries fetch afresh.
 */
export const OfflineStateGate = ({
  fullPage = false,
  children,
}: {
  fullPage?: boolean;
  children?: ReactNode;
}) => {
  const isOnline = useOnline();
  const { pathname } = useLocation();
  if (pageStateOf({ isOnline, pathname }) === 'page') return children ?? <Outlet />;
  return fullPage ? <FullPageOfflineState /> : <OfflineState />;
};
