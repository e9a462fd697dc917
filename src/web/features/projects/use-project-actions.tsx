import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ProjectModal, ShareModal } from './lazy-dialogs.ts';
import type { ProjectAction } from './project-menu.ts';
import { boardPath } from './project-paths.ts';
import { useDeleteProject } from './project-queries.ts';
import { useDuplicateInNewTab } from './use-duplicate-in-new-tab.ts';
import type { ProjectModalMode } from './use-project-submit.ts';

/** Spec §9: the delete toast shows for 1.5 s. */
const DELETED_TOAST_MS = 1_500;

export interface ProjectActions {
  handleAction: (action: ProjectAction, project: ProjectSummary) => void;
  /** The modals the actions open; render once next to the list. */
  dialogs: ReactNode;
}

/** One host for the card menu's actions, so a list of cards shares one set of modals. */
export const useProjectActions = (): ProjectActions => {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteProject();
  const { duplicateInNewTab } = useDuplicateInNewTab();
  const [editing, setEditing] = useState<{ mode: ProjectModalMode; project: ProjectSummary } | null>(null);
  const [sharing, setSharing] = useState<ProjectSummary | null>(null);

  const handleDuplicate = (project: ProjectSummary) => void duplicateInNewTab(project.id);

  const handleDelete = (project: ProjectSummary) =>
    openConfirmModal({
      title: t('projects.delete.title'),
      children: <Text size="sm">{t('projects.delete.text')}</Text>,
      labels: { confirm: t('projects.delete.confirm'), cancel: t('projects.delete.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        remove.mutate(project.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('projects.delete.done'),
              autoClose: DELETED_TOAST_MS,
            }),
          onError: () => notifications.show({ color: 'red', message: t('projects.delete.failed') }),
        }),
    });

  const handleAction = (action: ProjectAction, project: ProjectSummary) => {
    if (action === 'rename') setEditing({ mode: 'rename', project });
    else if (action === 'changeImage') setEditing({ mode: 'image', project });
    else if (action === 'share') setSharing(project);
    else if (action === 'duplicate') handleDuplicate(project);
    else if (action === 'delete') handleDelete(project);
    else window.open(boardPath(lang, project.id), '_blank', 'noopener');
  };

  const dialogs = (
    <>
      <ProjectModal
        mode={editing?.mode ?? 'rename'}
        project={editing?.project ?? null}
        opened={Boolean(editing)}
        onClose={() => setEditing(null)}
      />
      <ShareModal project={sharing} onClose={() => setSharing(null)} />
    </>
  );
  return { handleAction, dialogs };
};
