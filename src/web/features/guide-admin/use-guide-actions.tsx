import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GuideAdminSummary } from '../../../domain/guide-admin.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { deleteGuide, duplicateGuide, setGuidePublication } from './guide-admin-api.ts';
import { refreshGuides } from './guide-admin-queries.ts';

type GuideRef = Pick<GuideAdminSummary, 'id' | 'name'>;

/**
 * The table's actions on one guide, each with the alerts of spec §8: publish or unpublish,
 * duplicate (an unpublished copy '{name} Copia', a 2-second success alert), delete after a
 * confirmation. `busyId` is the guide an action is running on.
 */
export const useGuideActions = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (guide: GuideRef, action: () => Promise<void>, onError: (error: unknown) => void) => {
    setBusyId(guide.id);
    try {
      await action();
    } catch (error) {
      onError(error);
    } finally {
      setBusyId(null);
      refreshGuides(queryClient);
    }
  };

  const setPublished = (guide: GuideRef, isPublished: boolean) =>
    run(
      guide,
      async () => {
        await setGuidePublication(guide.id, isPublished);
        const key = isPublished ? 'guideAdmin.actions.published' : 'guideAdmin.actions.unpublished';
        alerts.success(t(key, { name: guide.name }));
      },
      (error) =>
        alerts.failure(t('guideAdmin.actions.publicationFailed', { name: guide.name }), errorText(t, error)),
    );

  const duplicate = (guide: GuideRef) =>
    run(
      guide,
      async () => {
        const copy = await duplicateGuide(guide.id);
        alerts.success(t('guideAdmin.actions.duplicated', { name: copy.name }));
      },
      (error) =>
        alerts.failure(t('guideAdmin.actions.duplicateFailed', { name: guide.name }), errorText(t, error)),
    );

  const confirmDelete = (guide: GuideRef) =>
    openConfirmModal({
      title: t('guideAdmin.actions.deleteTitle'),
      children: <Text size="sm">{t('guideAdmin.actions.deleteText', { name: guide.name })}</Text>,
      labels: { confirm: t('guideAdmin.actions.deleteConfirm'), cancel: t('guideAdmin.actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        void run(
          guide,
          async () => {
            await deleteGuide(guide.id);
            alerts.success(t('guideAdmin.actions.deleted', { name: guide.name }), DELETED_ALERT_MS);
          },
          (error) =>
            alerts.failure(t('guideAdmin.actions.deleteFailed', { name: guide.name }), errorText(t, error)),
        ),
    });

  return { setPublished, duplicate, confirmDelete, busyId };
};
