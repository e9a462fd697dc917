import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { isChunkLoadFailure, reloadForNewBuild } from '../offline/updates-stale-build.ts';
import { PageTitle } from '../ui/page-title.tsx';

/**
 * A page that failed to load or render (a lazy chunk timed out, a bug): offer a reload. A chunk that
 * is gone (a page of an older build after a deploy) reloads the page once, at the address asked for,
 * into the new build (offline/updates-stale-build.ts); meanwhile, and if that fails too, this shows.
 */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadFailure(error)) reloadForNewBuild();
  }, [error]);
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
