import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Color } from '../../../domain/colors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { COLORS_KEY } from '../../lib/colors.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { deleteColor } from './color-admin-api.ts';

/**
 * Delete asks first, naming the colour; the row goes once the server has removed it. The list is
 * read again without being waited for, so "deleted" is said as soon as the server answers.
 */
export const useDeleteColor = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteColor,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: COLORS_KEY });
    },
  });

  return (color: Color) => {
    const name = color.names[lang];
    openConfirmModal({
      title: t('colorAdmin.delete.title'),
      children: <Text size="sm">{t('colorAdmin.delete.text', { name })}</Text>,
      labels: { confirm: t('colorAdmin.delete.confirm'), cancel: t('colorAdmin.delete.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        remove.mutate(color.id, {
          onSuccess: () => alerts.success(t('colorAdmin.delete.done', { name }), DELETED_ALERT_MS),
          onError: (error) => alerts.failure(t('colorAdmin.delete.failed', { name }), errorText(t, error)),
        }),
    });
  };
};
