import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconCheck, IconCopy, IconLock, IconLockOpen, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ClassCode, formatClassCode } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import classes from './seats.module.css';
import { rotateClassCode, setClassCodeOpen } from './seats-api.ts';
import { refreshSeats } from './seats-queries.ts';

/**
 * The group's class code, big enough to read from the back of a room, with copy; closing it stops
 * new sign-ins (children already in stay), rotating it (after a confirmation) retires the old one
 * and its printed cards.
 */
export const ClassCodePanel = ({ groupId, code }: { groupId: string; code: ClassCode | null }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busy, setBusy] = useState<'open' | 'rotate' | null>(null);

  const run = async (kind: 'open' | 'rotate', change: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await change();
      alerts.success(done);
    } catch (error) {
      alerts.failure(t('seats.code.failed'), errorText(t, error));
    } finally {
      setBusy(null);
      refreshSeats(queryClient, groupId);
    }
  };

  if (!code)
    return (
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t('seats.code.none')}
        </Text>
      </Paper>
    );

  const printed = formatClassCode(code.code);
  const confirmRotate = () =>
    openConfirmModal({
      title: t('seats.code.rotateTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('seats.code.rotateText', { code: printed })}</Text>
          <Text size="sm" fw={500}>
            {t('seats.code.rotateCards')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('seats.code.rotateConfirm'), cancel: t('seats.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void run('rotate', () => rotateClassCode(groupId), t('seats.code.rotated')),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {t('seats.code.title')}
          </Title>
          <Badge color={code.open ? 'navy.7' : 'red.9'} variant="filled" data-testid="code-state">
            {code.open ? t('seats.code.open') : t('seats.code.closed')}
          </Badge>
        </Group>
        <Group gap="sm" align="center">
          <Text className={classes.bigCode} data-testid="class-code" aria-label={[...code.code].join(' ')}>
            {printed}
          </Text>
          <CopyButton value={code.code}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
              >
                {copied ? t('seats.code.copied') : t('seats.code.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {code.pausedUntil && (
          <Text size="sm" c="red.9">
            {t('seats.code.paused', { time: formatDate(lang, code.pausedUntil, 'short') })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {code.open ? t('seats.code.openHint') : t('seats.code.closedHint')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            loading={busy === 'open'}
            disabled={busy !== null}
            leftSection={
              code.open ? (
                <IconLock size={18} aria-hidden="true" />
              ) : (
                <IconLockOpen size={18} aria-hidden="true" />
              )
            }
            onClick={() =>
              void run(
                'open',
                () => setClassCodeOpen(groupId, !code.open),
                code.open ? t('seats.code.closedDone') : t('seats.code.openedDone'),
              )
            }
          >
            {code.open ? t('seats.code.close') : t('seats.code.reopen')}
          </Button>
          <Button
            variant="default"
            color="red.9"
            loading={busy === 'rotate'}
            disabled={busy !== null}
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={confirmRotate}
          >
            {t('seats.code.rotate')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
