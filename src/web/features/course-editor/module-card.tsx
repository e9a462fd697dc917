import {
  ActionIcon,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activitiesOf,
  COURSE_CONTENT_LIMITS,
  type CourseModule,
  moduleDisplayName,
} from '../../../domain/course-content.ts';
import { ACTIVITY_LISTS } from '../../../domain/course-order.ts';
import { ActivityList } from './activity-list.tsx';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';
import { ModuleImageField } from './module-image-field.tsx';
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
  const { draft, dispatch, keyboard, drag, isSaving } = useCourseEditorContext();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
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
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <IconChevronRight size={16} aria-hidden="true" className={classes.chevron} data-open={isOpen} />
            <Text span size="sm">
              {t('courseEditor.module.details', { number })}
            </Text>
          </UnstyledButton>
          <div id={detailsId} hidden={!isOpen}>
            {isOpen && (
              <Stack gap="xs" className={classes.fields}>
                <TextInput
                  label={t('courseEditor.module.name')}
                  value={module.name}
                  maxLength={COURSE_CONTENT_LIMITS.nameMax}
                  disabled={isSaving}
                  autoComplete="off"
                  onChange={(event) =>
                    dispatch({ type: 'updateModule', index, fields: { name: event.currentTarget.value } })
                  }
                />
                <Textarea
                  label={t('courseEditor.module.description')}
                  value={module.description ?? ''}
                  maxLength={COURSE_CONTENT_LIMITS.textMax}
                  disabled={isSaving}
                  autosize
                  minRows={2}
                  maxRows={6}
                  onChange={(event) =>
                    dispatch({
                      type: 'updateModule',
                      index,
                      fields: { description: event.currentTarget.value },
                    })
                  }
                />
                <ModuleImageField
                  number={number}
                  url={module.image}
                  file={draft.images[moduleKey]}
                  disabled={isSaving}
                  onChoose={(file) => dispatch({ type: 'setModuleImage', index, file })}
                />
              </Stack>
            )}
          </div>
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
