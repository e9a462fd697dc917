import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import { acceptUpdate, useUpdatePhase } from './updates.ts';

/**
 * "Hay una versión nueva — actualizar": stays until the person clicks, covers nothing they work on
 * (the middle of the page's foot: the navigation's foot, with the account menu, is on the left, the
 * workspace's console on the right),
 * and never applies itself. The click reloads into the new version.
 */
export const UpdateNotice = () => {
  const { t } = useTranslation();
  const phase = useUpdatePhase();
  if (phase === 'current') return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      px="sm"
      radius="md"
      role="status"
      data-testid="update-notice"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ zIndex: 300, transform: 'translateX(-50%)', maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{t('offline.shell.newVersion')}</Text>
        <Button size="compact-sm" loading={phase === 'applying'} onClick={() => acceptUpdate()}>
          {t('offline.shell.update')}
        </Button>
      </Group>
    </Paper>
  );
};
