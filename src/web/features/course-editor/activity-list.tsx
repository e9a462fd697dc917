import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { CourseActivity } from '../../../domain/course-content.ts';
import type { ActivityListKind } from '../../../domain/course-order.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ActivityRow } from './activity-row.tsx';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';

interface ActivityListProps {
  module: number;
  moduleKey: string;
  list: ActivityListKind;
  activities: CourseActivity[];
}

const randomId = () => Math.random().toString(36).slice(2, 12);

/** A lesson's class or home activities: its rows, a drop zone at its end, and "add activity". */
export const ActivityList = ({ module, moduleKey, list, activities }: ActivityListProps) => {
  const { t } = useTranslation();
  const { dispatch, drag, isSaving } = useCourseEditorContext();
  const titleId = useId();
  const listId = `list:${moduleKey}:${list}`;
  const isMarked = drag.mark?.target === listId;

  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" id={titleId} c="dimmed" tt="uppercase">
        {t(`courseEditor.lists.${list}`)}
      </Title>
      <ul
        className={classes.activityList}
        aria-labelledby={titleId}
        data-drop={isMarked ? 'end' : undefined}
        data-list={list}
        {...drag.listDropProps(module, list, listId)}
      >
        {activities.map((activity, index) => (
          <ActivityRow key={activity.id} activity={activity} place={{ module, list, index }} />
        ))}
        {activities.length === 0 && (
          <li className={classes.emptyList}>
            <Text size="sm" c="dimmed">
              {t('courseEditor.lists.empty')}
            </Text>
          </li>
        )}
      </ul>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        disabled={isSaving}
        onClick={() => dispatch({ type: 'addActivity', module, list, randomId: randomId() })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(list === 'classActivities' ? 'courseEditor.lists.addClass' : 'courseEditor.lists.addHome')}
      </Button>
    </Stack>
  );
};
