import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import { useOnline } from './connection.ts';
import { FullPageOfflineState } from './offline-state-view.tsx';

/**
 * A page whose code could not be downloaded offline: the offline state while the connection is
 * gone, the page itself once it is back (its code fetched then). It stands in as the route's
 * component, which the router keeps, so it must still work after the connection returns.
 */
export const pageWhenOnline = (load: () => Promise<ComponentType>): ComponentType => {
  const PageWhenOnline = () => {
    const isOnline = useOnline();
    // A new attempt each time the connection comes back (a failed lazy would fail forever).
    // biome-ignore lint/correctness/useExhaustiveDependencies: isOnline is the retry's trigger.
    const Page = useMemo(() => lazy(async () => ({ default: await load() })), [isOnline]);
    if (!isOnline) return <FullPageOfflineState />;
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    );
  };
  return PageWhenOnline;
};
