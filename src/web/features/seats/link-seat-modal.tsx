import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { linkSeatSchema, type Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { linkSeat } from './seats-api.ts';
import { refreshSeats } from './seats-queries.ts';

/**
 * The institution admin links a seat to a person's e-mail account: the seat's projects, work and
 * grades move to that account and the seat goes (its card stops working). The server answers the
 * same for an unknown address and one outside the institution.
 */
export const LinkSeatModal = ({ seat, onClose }: { seat: Seat | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!seat) return;
    const checked = linkSeatSchema.safeParse({ email: email.trim() });
    if (!checked.success) return setError(t('seats.link.invalid'));
    setIsSaving(true);
    try {
      const linked = await linkSeat(seat.id, checked.data);
      alerts.success(t('seats.link.done', { name: seat.name, account: linked.user.name }));
      refreshSeats(queryClient, seat.groupId);
      close();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      opened={seat !== null}
      onClose={close}
      title={seat ? t('seats.link.title', { name: seat.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('seats.link.text')}</Text>
          <TextInput
            type="email"
            label={t('seats.link.email')}
            value={email}
            error={error}
            disabled={isSaving}
            data-autofocus
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <ModalFooter>
            <Button variant="default" onClick={close} disabled={isSaving}>
              {t('seats.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('seats.link.submit')}
            </Button>
          </ModalFooter>
        </Stack>
      </form>
    </Modal>
  );
};
