import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SIGNED_OUT_KEY, useJustSignedOut, useMe } from '../features/auth/session.ts';
import { useTranslation } from '../i18n/i18n.ts';
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

/** How long the word that a page does not exist stays: long enough to read, then it goes. */
const UNKNOWN_PAGE_ALERT_MS = 8_000;

/**
 * Root and unknown paths: home when signed in, otherwise the landing page (spec §2). Someone signed
 * in who followed a link to a page that does not exist is told so on the home page, with the
 * address they asked for, instead of landing there without a word.
 */
export const FallbackRedirect = ({ isUnknown = false }: { isUnknown?: boolean }) => {
  const lang = useLang();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: me, isPending } = useMe();
  const isSignedIn = Boolean(me);
  useEffect(() => {
    if (!isUnknown || isPending || !isSignedIn) return;
    notifications.show({
      id: 'unknown-page',
      color: 'yellow',
      title: t('routeError.unknownTitle'),
      message: t('routeError.unknownText', { path: pathname }),
      autoClose: UNKNOWN_PAGE_ALERT_MS,
      closeButtonProps: { 'aria-label': t('common.close') },
    });
  }, [isUnknown, isPending, isSignedIn, pathname, t]);
  if (isPending) return <FullPageLoader />;
  return <Navigate to={fallbackPath(lang, Boolean(me))} replace />;
};
