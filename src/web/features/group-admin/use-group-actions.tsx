import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupRow } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { deleteGroup } from './group-admin-api.ts';
import { refreshGroups } from './group-admin-queries.ts';

/**
 * Deleting a group, after a confirmation that says what goes with it: its students' activity
 * projects and grades (spec §7 groups). `busyId` is the group being deleted.
 */
export const useGroupActions = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (group: GroupRow) => {
    setBusyId(group.id);
    try {
      await deleteGroup(group.id);
      alerts.success(t('groups.admin.actions.deleted', { name: group.name }), DELETED_ALERT_MS);
    } catch (error) {
      alerts.failure(t('groups.admin.actions.deleteFailed', { name: group.name }), errorText(t, error));
    } finally {
      setBusyId(null);
      refreshGroups(queryClient);
    }
  };

  const confirmDelete = (group: GroupRow) =>
    openConfirmModal({
      title: t('groups.admin.actions.deleteTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('groups.admin.actions.deleteText', { name: group.name })}</Text>
          <Text size="sm">{t('groups.admin.actions.deleteGoes', { count: group.studentCount })}</Text>
          <Text size="sm" fw={500}>
            {t('groups.admin.actions.deleteUndone')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('groups.admin.actions.deleteConfirm'), cancel: t('groups.admin.actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void remove(group),
    });

  return { confirmDelete, busyId };
};
