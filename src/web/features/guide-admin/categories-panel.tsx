import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { CategoryModal } from './category-modal.tsx';
import { CategoryTable } from './category-table.tsx';
import { deleteCategory } from './guide-admin-api.ts';
import { refreshGuides, useAdminCategories } from './guide-admin-queries.ts';
import type { EditorMessage } from './use-guide-submit.ts';

/** `null` while closed; `{ category: null }` creates, `{ category }` edits. */
type Editing = { category: GuideCategory | null } | null;

/** The guide categories: list, create, edit and delete (a category with guides cannot go). */
export const CategoriesPanel = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  // A refused delete stays on screen until closed: the reason matters more than a passing toast.
  const [failure, setFailure] = useState<EditorMessage | null>(null);

  const remove = async (category: GuideCategory) => {
    const name = category.name || category.text;
    setFailure(null);
    try {
      await deleteCategory(category.value);
      alerts.success(t('guideAdmin.categories.delete.done', { name }), DELETED_ALERT_MS);
    } catch (error) {
      setFailure({ title: t('guideAdmin.categories.delete.failed', { name }), message: errorText(t, error) });
    } finally {
      refreshGuides(queryClient);
    }
  };

  const confirmDelete = (category: GuideCategory) =>
    openConfirmModal({
      title: t('guideAdmin.categories.delete.title'),
      children: (
        <Text size="sm">
          {t('guideAdmin.categories.delete.text', { name: category.name || category.text })}
        </Text>
      ),
      labels: {
        confirm: t('guideAdmin.categories.delete.confirm'),
        cancel: t('guideAdmin.categories.delete.cancel'),
      },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void remove(category),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('guideAdmin.categories.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ category: null })}
        >
          {t('guideAdmin.categories.new')}
        </Button>
      </Group>
      {failure && (
        <ErrorAlert title={failure.title} message={failure.message} onClose={() => setFailure(null)} />
      )}
      <div aria-live="polite" aria-busy={categories.isFetching}>
        {categories.isPending && (
          <Skeleton h={200} radius="sm" role="status" aria-label={t('common.loading')} />
        )}
        {categories.isError && (
          <Stack gap="xs" align="flex-start">
            <ErrorAlert
              title={t('guideAdmin.categories.loadFailed')}
              message={errorText(t, categories.error)}
            />
            <Button size="xs" variant="default" onClick={() => void categories.refetch()}>
              {t('guideAdmin.list.retry')}
            </Button>
          </Stack>
        )}
        {categories.data?.length === 0 && <Text c="dimmed">{t('guideAdmin.categories.empty')}</Text>}
        {categories.data && categories.data.length > 0 && (
          <CategoryTable
            categories={categories.data}
            onEdit={(category) => setEditing({ category })}
            onDelete={confirmDelete}
          />
        )}
      </div>
      <CategoryModal
        category={editing?.category ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
};
