import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyInvitation } from '../../../domain/invitations.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { acceptInvitation, declineInvitation } from './groups-api.ts';
import { useMyInvitations } from './groups-queries.ts';

/**
 * The groups that invited the signed-in person (issue 27: another school, or a school before the
 * person was one of its people), each accepted or declined here. Nothing shows when there are none.
 */
export const InvitationsNotice = () => {
  const { t } = useTranslation();
  const invitations = useMyInvitations();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-invitations-title">
      <Title order={2} fz="lg" id="group-invitations-title">
        {t('groups.invitations.title')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {invitations.data.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </Stack>
  );
};

const InvitationItem = ({ invitation }: { invitation: MyInvitation }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const group = invitation.group.name;

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(choice);
    try {
      if (choice === 'accept') await acceptInvitation(invitation.id);
      else await declineInvitation(invitation.id);
      alerts.success(
        t(choice === 'accept' ? 'groups.invitations.accepted' : 'groups.invitations.declined', { group }),
      );
    } catch (error) {
      alerts.failure(t('groups.invitations.failed'), errorText(t, error));
    } finally {
      setBusy(null);
      // The person's groups and invitations alike ('groups' starts both keys).
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" data-invitation={invitation.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <IconMailOpened size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t('groups.invitations.text', {
                group,
                schedule: invitation.group.schedule,
                course: invitation.course.name,
              })}
            </Text>
            {invitation.institution && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('groups.invitations.institution', { name: invitation.institution })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('groups.invitations.expires', { date: formatDate(lang, invitation.expiresAt) })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            aria-label={t('groups.invitations.acceptLabel', { group })}
            loading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() => void answer('accept')}
          >
            {t('groups.invitations.accept')}
          </Button>
          <Button
            variant="default"
            aria-label={t('groups.invitations.declineLabel', { group })}
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer('decline')}
          >
            {t('groups.invitations.decline')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};
