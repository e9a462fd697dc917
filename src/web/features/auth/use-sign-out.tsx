import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../lib/api.ts';
import { landingPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { AUTH_CONFIG_KEY, ME_KEY, SIGNED_OUT_STATE } from './session.ts';

const KEPT_QUERIES: readonly unknown[] = [ME_KEY[0], AUTH_CONFIG_KEY[0]];

/**
 * Returns `confirmSignOut`: asks first (spec §2), then signs out and shows the landing page.
 * The landing page is committed before the user is cleared, so no guard sees a signed-out user on a
 * protected page (which would send them to login) in between.
 */
export const useSignOut = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    try {
      await request('DELETE', '/api/session');
    } catch {
      notifications.show({ color: 'red', title: t('logout.title'), message: t('errors.LOGOUT_FAILED') });
      return;
    }
    await navigate(landingPath(lang), { replace: true, state: SIGNED_OUT_STATE, flushSync: true });
    queryClient.setQueryData(ME_KEY, null);
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.includes(query.queryKey[0]) });
  };

  return () =>
    openConfirmModal({
      title: t('logout.title'),
      children: <Text size="sm">{t('logout.text')}</Text>,
      labels: { confirm: t('logout.confirm'), cancel: t('logout.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void signOut(),
    });
};
