import { Button, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Guide } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { editedGuideKey, useAdminCategories, useEditedGuide } from './guide-admin-queries.ts';
import { GuideEditorForm } from './guide-editor-form.tsx';

/** One opening of the editor: the guide (null while creating one) and a number of its own. */
export interface EditorSession {
  id: string | null;
  session: number;
}

interface GuideEditorProps {
  editing: EditorSession | null;
  onChange: (editing: EditorSession | null) => void;
}

/** The guide editor in a drawer; closing it over unsaved changes asks first. */
export const GuideEditor = ({ editing, onChange }: GuideEditorProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const guide = useEditedGuide(editing?.id ?? null, editing?.session ?? 0);
  const categories = useAdminCategories();
  const isDirty = useRef(() => false);

  const close = () => onChange(null);
  const requestClose = () => {
    if (!isDirty.current()) return close();
    openConfirmModal({
      title: t('guideAdmin.editor.discardTitle'),
      children: <Text size="sm">{t('guideAdmin.editor.discardText')}</Text>,
      labels: { confirm: t('guideAdmin.editor.discard'), cancel: t('guideAdmin.editor.keepEditing') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: close,
    });
  };

  // The created guide is already known: the editor goes on with it without fetching it again.
  const handleCreated = (created: Guide) => {
    if (!editing) return;
    queryClient.setQueryData(editedGuideKey(created.id, editing.session), created);
    onChange({ id: created.id, session: editing.session });
  };

  const isNew = editing?.id === null;
  const isReady = isNew || guide.data !== undefined;
  return (
    <Drawer
      opened={editing !== null}
      onClose={requestClose}
      title={t(isNew ? 'guideAdmin.editor.createTitle' : 'guideAdmin.editor.editTitle')}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {editing && isReady && (
        <GuideEditorForm
          key={editing.session}
          initial={isNew ? null : (guide.data ?? null)}
          categories={categories.data ?? []}
          onCreated={handleCreated}
          onDone={close}
          onCancel={requestClose}
          isDirtyRef={isDirty}
        />
      )}
      {editing && !isReady && guide.isError && (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert title={t('guideAdmin.editor.loadFailed')} message={errorText(t, guide.error)} />
          <Button size="xs" variant="default" onClick={() => void guide.refetch()}>
            {t('guideAdmin.list.retry')}
          </Button>
        </Stack>
      )}
      {editing && !isReady && !guide.isError && (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          <Skeleton h={36} />
          <Skeleton h={80} />
          <Skeleton h={36} />
          <Skeleton h={200} />
        </Stack>
      )}
    </Drawer>
  );
};
