import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SIGNED_OUT_KEY, useJustSignedOut, useMe } from '../features/auth/session.ts';
import { fallbackPath, guardRedirect, isPublicPath } from '../lib/paths.ts';
import { useLang } from '../lib/use-lang.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/**
 * Spec §2 guards for every page under `/:lang`: guest-only pages send signed-in users on, protected
 * pages send signed-out users to login with `next` (or, right after a sign-out, to the landing page).
 * A failed /api/me counts as signed out.
 */
export const RouteGuard = () => {
  const { data: me, isPending } = useMe();
  const justSignedOut = useJustSignedOut();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const onPublicPage = isPublicPath(pathname);

  // The sign-out has landed once a public page shows; from then on the usual guards apply.
  useEffect(() => {
    if (justSignedOut && onPublicPage) queryClient.setQueryData(SIGNED_OUT_KEY, false);
  }, [justSignedOut, onPublicPage, queryClient]);

  if (isPending) return <FullPageLoader />;
  const target = guardRedirect({
    pathname,
    search,
    isSignedIn: Boolean(me),
    hasJustSignedOut: justSignedOut,
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
