import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';

/** Shown while the session is checked, so no page flashes before the guard decides. */
export const FullPageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
};
