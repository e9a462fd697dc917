/**
 * Whether this tab can reach the network, as the browser tells it (`navigator.onLine` and its
 * `online` / `offline` events). "Online" may still fail (a captive portal, a server down): callers
 * that send treat a network error as offline too; "offline" is always true when the browser says so.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** False while the browser reports no connection. */
export const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The connection as React state: re-renders when it goes or comes back. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);

/** Calls `onBack` each time the connection comes back; returns the unsubscribe. */
export const onReconnect = (onBack: () => void): (() => void) => {
  window.addEventListener('online', onBack);
  return () => window.removeEventListener('online', onBack);
};
