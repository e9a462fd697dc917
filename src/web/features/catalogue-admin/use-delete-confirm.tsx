import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useDeleteCatalogueItem } from './catalogue-queries.ts';

/** Delete asks first, naming the item; the row goes only once the server has removed it. */
export const useDeleteConfirm = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteCatalogueItem();

  return (item: CatalogueItem) => {
    const name = item.names[lang];
    openConfirmModal({
      title: t('catalogueAdmin.delete.title'),
      children: <Text size="sm">{t('catalogueAdmin.delete.text', { name })}</Text>,
      labels: { confirm: t('catalogueAdmin.delete.confirm'), cancel: t('catalogueAdmin.delete.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () =>
            notifications.show({
              closeButtonProps: { 'aria-label': t('common.close') },
              color: 'green',
              message: t('catalogueAdmin.delete.done', { name }),
            }),
          onError: () =>
            notifications.show({
              closeButtonProps: { 'aria-label': t('common.close') },
              color: 'red',
              message: t('catalogueAdmin.delete.failed', { name }),
            }),
        }),
    });
  };
};
