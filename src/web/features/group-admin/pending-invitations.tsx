import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingInvitation } from '../../../domain/invitations.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { cancelGroupInvitation } from './group-admin-api.ts';
import { refreshGroups, useGroupInvitations } from './group-admin-queries.ts';

/**
 * The group's open invitations (issue 27): the addresses typed, when each lapses, and a way to
 * withdraw one. Nothing shows while there are none.
 */
export const PendingInvitations = ({ groupId }: { groupId: string }) => {
  const { t } = useTranslation();
  const invitations = useGroupInvitations(groupId);
  if (invitations.isError)
    return (
      <ErrorAlert title={t('groups.admin.pending.loadFailed')} message={errorText(t, invitations.error)} />
    );
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {t('groups.admin.pending.title')}
      </Title>
      <Stack
        gap={0}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('groups.admin.pending.listLabel')}
      >
        {invitations.data.map((invitation) => (
          <PendingItem key={invitation.id} groupId={groupId} invitation={invitation} />
        ))}
      </Stack>
    </Stack>
  );
};

const PendingItem = ({ groupId, invitation }: { groupId: string; invitation: PendingInvitation }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const { email } = invitation;
  const cancel = async () => {
    setIsBusy(true);
    try {
      await cancelGroupInvitation(groupId, invitation.id);
      alerts.success(t('groups.admin.pending.cancelled', { email }));
    } catch (error) {
      alerts.failure(t('groups.admin.pending.cancelFailed', { email }), errorText(t, error));
    } finally {
      setIsBusy(false);
      refreshGroups(queryClient);
    }
  };
  const label = t('groups.admin.pending.cancel', { email });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py={4} data-invitation={invitation.id}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        <Text size="xs" c="dimmed">
          {t('groups.admin.pending.expires', { date: formatDate(lang, invitation.expiresAt) })}
        </Text>
      </Stack>
      <Tooltip label={label} withArrow openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={label}
          loading={isBusy}
          onClick={() => void cancel()}
        >
          <IconX size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
