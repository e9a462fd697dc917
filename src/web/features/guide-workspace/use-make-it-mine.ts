import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { projectCategoryForGuide } from '../../../domain/guide-admin.ts';
import type { Guide } from '../../../domain/guides.ts';
import type { Project } from '../../../domain/projects.ts';
import { PROJECT_LIMITS } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { boardPath } from '../projects/project-paths.ts';
import { projectKeys } from '../projects/project-queries.ts';
import { createProjectFromGuide } from './guide-workspace-api.ts';

/** What this tab shows when the person changed it; null while it is the guide as stored. */
export type EditedCopy = { diagram: Diagram; code: string; codeView: CodeView } | null;

/**
 * "Make it mine": the guide becomes one of the person's projects (named as the guide, its
 * category when projects have it) and opens in a new tab, as duplicating a project does. The
 * tab opens inside the click, so popup blockers allow it, and closes again if the copy fails. It
 * gets the copy's address as soon as the copy exists: the project lists are read again unwaited.
 */
export const useMakeItMine = (guide: Guide, copyStored: () => Promise<Project>) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: (edited: EditedCopy) =>
      edited
        ? createProjectFromGuide({
            name: guide.name.trim().slice(0, PROJECT_LIMITS.nameMax) || guide.id,
            category: projectCategoryForGuide(guide.category),
            diagram: edited.diagram,
            code: edited.code,
            codeView: edited.codeView,
          })
        : copyStored(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });

  const makeItMine = (edited: EditedCopy) => {
    const tab = window.open('', '_blank');
    copy.mutate(edited, {
      onSuccess: (project) => {
        const url = boardPath(lang, project.id);
        if (!tab) return void window.open(url, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        notifications.show({
          color: 'red',
          title: t('guideWorkspace.makeItMine.failed'),
          message: errorText(t, error),
        });
      },
    });
  };
  return { makeItMine, isCopying: copy.isPending };
};
