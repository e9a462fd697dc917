import { Alert, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me } from '../../../domain/me.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { request } from '../../lib/api.ts';
import { landingPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { forgetThisDevice } from '../../offline/forget.ts';
import { listEntries } from '../../offline/outbox.ts';
import { waitingChanges } from '../../offline/outbox-entry.ts';
import { AUTH_CONFIG_KEY, ME_KEY, SIGNED_OUT_KEY } from './session.ts';

const KEPT_QUERIES: readonly unknown[] = [ME_KEY[0], AUTH_CONFIG_KEY[0], SIGNED_OUT_KEY[0]];

/**
 * Returns `confirmSignOut`: asks first (spec §2), then signs out and shows the landing page.
 * The signed-out mark is set with the user cleared, so whichever renders first (the route guard on
 * the protected page, or the navigation) ends on the landing page, never on login.
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
    queryClient.setQueryData(SIGNED_OUT_KEY, true);
    queryClient.setQueryData(ME_KEY, null);
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.includes(query.queryKey[0]) });
    // Pictures of this user's circuits stay on the computer otherwise (a shared one, at school). The
    // cache's code comes only now: a page of cards with stored pictures never needs it.
    void import('../../lib/thumbnail-cache.ts')
      .then(({ clearThumbnails }) => clearThumbnails())
      .catch(() => {});
    // What was kept for working offline (src/web/offline/forget.ts) goes with the session.
    await forgetThisDevice();
    await navigate(landingPath(lang), { replace: true });
  };

  // Changes kept only on this computer (offline/outbox.ts) go with the sign-out's wipe: say so first.
  const waitingHere = async () => {
    const userId = queryClient.getQueryData<Me | null>(ME_KEY)?.user.id;
    return userId ? waitingChanges(await listEntries(userId).catch(() => [])) : 0;
  };

  return async () => {
    const waiting = await waitingHere();
    openConfirmModal({
      title: t('logout.title'),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('logout.text')}</Text>
          {waiting > 0 && (
            <Alert color="red" variant="light" data-unsent-warning>
              {t('offline.data.signOutLoses', { count: waiting })}
            </Alert>
          )}
        </Stack>
      ),
      labels: { confirm: t('logout.confirm'), cancel: t('logout.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void signOut(),
    });
  };
};
