import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSignedOutState, useMe } from '../features/auth/session.ts';
import { fallbackPath, guardRedirect } from '../lib/paths.ts';
import { useLang } from '../lib/use-lang.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/**
 * Spec §2 guards for every page under `/:lang`: guest-only pages send signed-in users on, protected
 * pages send signed-out users to login with `next`. A failed /api/me counts as signed out.
 */
export const RouteGuard = () => {
  const { data: me, isPending } = useMe();
  const { pathname, search, state } = useLocation();
  if (isPending) return <FullPageLoader />;
  const target = guardRedirect({
    pathname,
    search,
    isSignedIn: Boolean(me),
    hasJustSignedOut: hasSignedOutState(state),
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
};

/** Root and unknown paths: home when signed in, otherwise the landing page. */
export const FallbackRedirect = () => {
  const lang = useLang();
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageLoader />;
  return <Navigate to={fallbackPath(lang, Boolean(me))} replace />;
};
