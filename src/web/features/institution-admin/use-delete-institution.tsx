import { List, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstitutionSummary } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { deleteInstitution } from './institution-admin-api.ts';
import { refreshInstitutions } from './institution-admin-queries.ts';

/**
 * Deleting an institution, after a confirmation that says exactly what happens, with the counts:
 * its courses stay in the Academy with no institution and their groups with them; its admins and
 * mentors lose their link to it. `busyId` is the institution being deleted.
 */
export const useDeleteInstitution = (onDeleted?: () => void) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (institution: InstitutionSummary) => {
    setBusyId(institution.id);
    try {
      await deleteInstitution(institution.id);
      alerts.success(t('institutionAdmin.delete.deleted', { name: institution.name }), DELETED_ALERT_MS);
      onDeleted?.();
    } catch (error) {
      alerts.failure(t('institutionAdmin.delete.failed', { name: institution.name }), errorText(t, error));
    } finally {
      setBusyId(null);
      refreshInstitutions(queryClient);
    }
  };

  const confirmDelete = (institution: InstitutionSummary) =>
    openConfirmModal({
      title: t('institutionAdmin.delete.title'),
      children: (
        <Stack gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('institutionAdmin.delete.text', { name: institution.name })}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {t('institutionAdmin.delete.courses', {
                count: institution.courseCount,
                groups: t('institutionAdmin.delete.groups', { count: institution.groupCount }),
              })}
            </List.Item>
            <List.Item>{t('institutionAdmin.delete.admins', { count: institution.adminCount })}</List.Item>
            <List.Item>{t('institutionAdmin.delete.mentors', { count: institution.mentorCount })}</List.Item>
          </List>
          <Text size="sm" fw={500}>
            {t('institutionAdmin.delete.undone')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('institutionAdmin.delete.confirm'), cancel: t('institutionAdmin.delete.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void remove(institution),
    });

  return { confirmDelete, busyId };
};
