import { useState } from 'react';
import { type CourseContent, moduleDisplayName } from '../../../domain/course-content.ts';
import { activityListOf, placeOfActivity } from '../../../domain/course-order.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** What a reorder says: picked up, moved, dropped, or cancelled (back where it was). */
export type MoveEvent = 'picked' | 'moved' | 'dropped' | 'cancelled';

/**
 * The live region's text for reorders, in the user's language: "moved to position 3 of 5", and
 * for an activity that changed list or module, which list of which module.
 */
export const useAnnouncer = () => {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');

  const say = (event: MoveEvent, vars: { name: string; position: number; total: number }, where = '') =>
    setMessage(`${t(`courseEditor.reorder.${event}`, vars)}${where ? ` ${where}` : ''}`);

  const announceModule = (event: MoveEvent, content: CourseContent, index: number) => {
    const module = content.modules[index];
    if (!module) return;
    say(event, { name: moduleDisplayName(module), position: index + 1, total: content.modules.length });
  };

  const announceActivity = (event: MoveEvent, content: CourseContent, id: string, isNewList = false) => {
    const place = placeOfActivity(content, id);
    const module = place && content.modules[place.module];
    if (!place || !module) return;
    const list = activityListOf(content, place.module, place.list);
    const where = isNewList
      ? t('courseEditor.reorder.inList', {
          list: t(`courseEditor.lists.${place.list}`),
          module: moduleDisplayName(module),
        })
      : '';
    say(event, { name: list[place.index]?.name ?? '', position: place.index + 1, total: list.length }, where);
  };

  return { message, announceModule, announceActivity };
};

export type Announcer = ReturnType<typeof useAnnouncer>;
