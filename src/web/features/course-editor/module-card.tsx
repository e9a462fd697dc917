import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { activitiesOf, type CourseModule, moduleDisplayName } from '../../../domain/course-content.ts';
import { ACTIVITY_LISTS } from '../../../domain/course-order.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ActivityList } from './activity-list.tsx';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';
import { ModuleDetails } from './module-details.tsx';
import { ReorderHandle } from './reorder-handle.tsx';
import { moduleHandleId } from './use-keyboard-reorder.ts';

interface ModuleCardProps {
  module: CourseModule;
  index: number;
  moduleKey: string;
}

/** One module: handle, name, its details (name, description, image) and its lesson's two activity lists. */
export const ModuleCard = ({ module, index, moduleKey }: ModuleCardProps) => {
  const { t } = useTranslation();
  const { dispatch, keyboard, drag, isSaving } = useCourseEditorContext();
  const handleId = moduleHandleId(moduleKey);
  const name = moduleDisplayName(module);
  const { number } = module;
  const lesson = module.lessons[0];

  const confirmRemove = () =>
    openConfirmModal({
      title: t('courseEditor.module.removeTitle'),
      children: (
        <Text size="sm">
          {t('courseEditor.module.removeText', { name, count: activitiesOf(module).length })}
        </Text>
      ),
      labels: { confirm: t('courseEditor.module.removeConfirm'), cancel: t('courseEditor.module.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => dispatch({ type: 'removeModule', index }),
    });

  const mark = drag.mark?.target === handleId ? (drag.mark.isAfter ? 'after' : 'before') : undefined;
  return (
    <li
      className={classes.module}
      data-drag-card
      data-drop={mark}
      data-module={number}
      {...drag.moduleDropProps(index, handleId)}
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <Group gap={4} wrap="nowrap">
            <ReorderHandle
              handleId={handleId}
              label={t('courseEditor.reorder.moduleHandle', { number, name })}
              onKeyDown={keyboard.onModuleKeyDown(index)}
              dragProps={drag.moduleHandleProps(moduleKey)}
            />
            <Title order={2} fz="lg" className={classes.moduleTitle}>
              <Text span c="dimmed" fz="sm" fw={600}>
                {t('courseEditor.module.label', { number })}
              </Text>{' '}
              {name}
            </Title>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={t('courseEditor.module.remove', { number })}
              disabled={isSaving}
              onClick={confirmRemove}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <ModuleDetails module={module} index={index} moduleKey={moduleKey} />
          <div className={classes.lists}>
            {ACTIVITY_LISTS.map((list) => (
              <ActivityList
                key={list}
                module={index}
                moduleKey={moduleKey}
                list={list}
                activities={lesson?.[list] ?? []}
              />
            ))}
          </div>
        </Stack>
      </Paper>
    </li>
  );
};
