import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import { PageTitle } from '../ui/page-title.tsx';

/** A page that failed to load or render (a lazy chunk timed out, a bug): offer a reload. */
export const RouteError = () => {
  const { t } = useTranslation();
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
