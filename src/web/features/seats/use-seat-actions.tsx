import { Button, Group, Stack, Text } from '@mantine/core';
import { modals, openConfirmModal } from '@mantine/modals';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { seatCardsPath } from '../../lib/classroom-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { SeatSecretView } from './seat-secret.tsx';
import { deleteSeat, resetSeat } from './seats-api.ts';
import { refreshSeats } from './seats-queries.ts';

/**
 * A seat's destructive actions, each after a confirmation that says what it ends: a reset (new
 * secret, the child's open sessions end, the old card stops working) and, for the institution admin,
 * deleting the seat with its work. `busyId` is the seat being changed.
 */
export const useSeatActions = (groupId: string) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const showNewSecret = (seat: Seat) =>
    modals.open({
      title: t('seats.reset.doneTitle', { name: seat.name }),
      closeButtonProps: { 'aria-label': t('common.close') },
      children: (
        <Stack gap="sm" data-testid="new-secret">
          <Text size="sm">{t('seats.reset.doneText')}</Text>
          <SeatSecretView secret={seat.secret} size={32} />
          <Group justify="flex-end">
            <Button
              // The modals live outside the router: navigate from here, not with a <Link>.
              onClick={() => {
                modals.closeAll();
                navigate(seatCardsPath(lang, groupId, seat.id));
              }}
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
            >
              {t('seats.cards.printOne')}
            </Button>
          </Group>
        </Stack>
      ),
    });

  const act = async (seat: Seat, change: () => Promise<void>, failedTitle: string) => {
    setBusyId(seat.id);
    try {
      await change();
    } catch (error) {
      alerts.failure(failedTitle, errorText(t, error));
    } finally {
      setBusyId(null);
      refreshSeats(queryClient, groupId);
    }
  };

  const confirmReset = (seat: Seat) =>
    openConfirmModal({
      title: t('seats.reset.title', { name: seat.name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('seats.reset.text', { nickname: seat.nickname })}</Text>
          <Text size="sm" fw={500}>
            {t('seats.reset.sessions')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('seats.reset.confirm'), cancel: t('seats.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        void act(
          seat,
          async () => {
            showNewSecret(await resetSeat(seat.id));
          },
          t('seats.reset.failed', { name: seat.name }),
        ),
    });

  const confirmDelete = (seat: Seat) =>
    openConfirmModal({
      title: t('seats.remove.title', { name: seat.name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('seats.remove.text', { name: seat.name, nickname: seat.nickname })}</Text>
          <Text size="sm">{t('seats.remove.exportFirst')}</Text>
          <Text size="sm" fw={500}>
            {t('seats.remove.undone')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('seats.remove.confirm', { name: seat.name }), cancel: t('seats.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        void act(
          seat,
          async () => {
            await deleteSeat(seat.id);
            alerts.success(t('seats.remove.done', { name: seat.name }), DELETED_ALERT_MS);
          },
          t('seats.remove.failed', { name: seat.name }),
        ),
    });

  return { confirmReset, confirmDelete, busyId };
};
