import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { useOnline } from '../offline/connection.ts';
import { failureStateOf } from '../offline/offline-state.ts';
import { FullPageOfflineState } from '../offline/offline-state-view.tsx';
import { isChunkLoadFailure, reloadForNewBuild } from '../offline/updates-stale-build.ts';
import { PageTitle } from '../ui/page-title.tsx';

/**
 * A page that failed to load or render (a lazy chunk timed out, a bug): offer a reload. When nothing
 * answered because the connection is gone, the offline state instead, and the page opened again
 * by itself once the connection is back. Online, a chunk that is gone (a page of an older build
 * after a deploy) reloads the page once, at the address asked for, into the new build
 * (offline/updates-stale-build.ts); meanwhile, and if that fails too, this shows.
 */
export const RouteError = () => {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const wasOffline = useRef(false);
  const state = failureStateOf(error, isOnline);
  // Opened again only when the connection came back, not in a loop while the server is unreachable.
  if (!isOnline) wasOffline.current = true;

  useEffect(() => {
    if (isOnline && wasOffline.current) {
      wasOffline.current = false;
      void navigate(`${pathname}${search}`, { replace: true });
    }
  }, [isOnline, navigate, pathname, search]);

  useEffect(() => {
    if (state === 'error' && isChunkLoadFailure(error)) reloadForNewBuild();
  }, [error, state]);

  if (state === 'offline') return <FullPageOfflineState />;
  return (
    <Center mih="100dvh" p="md">
      <PageTitle title={t('routeError.title')} />
      <Stack align="center" maw={480} ta="center">
        <Title order={1} fz={24}>
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
};
