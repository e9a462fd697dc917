import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { boardPath } from './project-paths.ts';
import { useDuplicateProject } from './project-queries.ts';

/**
 * Spec §2: duplicating opens the copy ('name (copia)') in a new tab. The tab opens inside the
 * click, so popup blockers allow it; it gets its address once the copy exists, and closes again
 * with a message if the copy fails. `before` runs first (the workspace saves pending edits).
 */
export const useDuplicateInNewTab = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const duplicate = useDuplicateProject();
  const duplicateInNewTab = async (projectId: string, before?: () => Promise<void>) => {
    const tab = window.open('', '_blank');
    await before?.();
    duplicate.mutate(projectId, {
      onSuccess: (copy) => {
        const url = boardPath(lang, copy.id);
        if (!tab) return void window.open(url, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = url;
      },
      onError: () => {
        tab?.close();
        notifications.show({ color: 'red', message: t('projects.duplicateFailed') });
      },
    });
  };
  return { duplicateInNewTab, isDuplicating: duplicate.isPending };
};
