import { ActionIcon, Anchor, Badge, Collapse, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconChecklist, IconChevronRight, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { CourseActivity } from '../../../domain/course-content.ts';
import type { ActivityPlace } from '../../../domain/course-order.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { templatePath } from '../academy/academy-paths.ts';
import { ActivityFields } from './activity-fields.tsx';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';
import { ReorderHandle } from './reorder-handle.tsx';
import { activityHandleId } from './use-keyboard-reorder.ts';

interface ActivityRowProps {
  activity: CourseActivity;
  place: ActivityPlace;
}

/** A link that opens the activity's template in a new tab: its starter project, or its checks. */
const TemplateLink = ({
  href,
  label,
  text,
  icon,
}: {
  href: string;
  label: string;
  text: string;
  icon: ReactNode;
}) => (
  <Tooltip label={label} multiline maw={260}>
    <Anchor
      href={href}
      target="_blank"
      rel="noopener"
      size="sm"
      className={classes.starterLink}
      aria-label={label}
    >
      {icon}
      <span className={classes.wideOnly}>{text}</span>
    </Anchor>
  </Tooltip>
);

/** One activity: its handle, its name (opening its fields), its starter project link, and remove. */
export const ActivityRow = ({ activity, place }: ActivityRowProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const { dispatch, keyboard, drag, missing, savedActivityIds, isSaving } = useCourseEditorContext();
  const fieldsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const handleId = activityHandleId(activity.id);
  const empty = missing.get(activity.id);
  const name = activity.name;

  // A save refused for this activity's empty fields opens it, so they can be seen and filled.
  useEffect(() => {
    if (empty) setIsOpen(true);
  }, [empty]);

  const confirmRemove = () =>
    openConfirmModal({
      title: t('courseEditor.activity.removeTitle'),
      children: <Text size="sm">{t('courseEditor.activity.removeText', { name })}</Text>,
      labels: { confirm: t('courseEditor.module.removeConfirm'), cancel: t('courseEditor.module.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => dispatch({ type: 'removeActivity', place }),
    });

  const mark = drag.mark?.target === handleId ? (drag.mark.isAfter ? 'after' : 'before') : undefined;
  const isSaved = savedActivityIds.has(activity.id);
  return (
    <li
      className={classes.activity}
      data-drag-card
      data-drop={mark}
      data-activity={activity.id}
      {...drag.activityDropProps(place, handleId)}
    >
      <Group gap={4} wrap="nowrap" align="center">
        <ReorderHandle
          handleId={handleId}
          label={t('courseEditor.reorder.activityHandle', { name })}
          onKeyDown={keyboard.onActivityKeyDown(activity.id)}
          dragProps={drag.activityHandleProps(activity.id)}
        />
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={isOpen}
          aria-controls={fieldsId}
          aria-label={t('courseEditor.activity.edit', { name })}
          onClick={() => setIsOpen((open) => !open)}
        >
          <IconChevronRight size={16} aria-hidden="true" className={classes.chevron} data-open={isOpen} />
          <Text span size="sm" fw={500} className={classes.activityName}>
            {name}
          </Text>
        </UnstyledButton>
        {empty && (
          <Badge color="red.9" variant="light" size="sm">
            {t('courseEditor.activity.incomplete')}
          </Badge>
        )}
        {isSaved && (
          <>
            <TemplateLink
              href={templatePath(lang, activity.id, { edit: true })}
              label={t('courseEditor.activity.starterProjectLabel', { name })}
              text={t('courseEditor.activity.starterProject')}
              icon={<IconExternalLink size={16} aria-hidden="true" />}
            />
            <TemplateLink
              href={templatePath(lang, activity.id, { edit: true, checks: true })}
              label={t('courseEditor.activity.checksLabel', { name })}
              text={t('courseEditor.activity.checks')}
              icon={<IconChecklist size={16} aria-hidden="true" />}
            />
          </>
        )}
        {isSaved ? null : (
          <Tooltip label={t('courseEditor.activity.starterProjectUnsaved')} multiline maw={260}>
            <Text span size="xs" c="dimmed" className={classes.wideOnly} tabIndex={0}>
              {t('courseEditor.activity.starterProject')}
            </Text>
          </Tooltip>
        )}
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={t('courseEditor.activity.remove', { name })}
          disabled={isSaving}
          onClick={confirmRemove}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Collapse expanded={isOpen} id={fieldsId}>
        {isOpen && (
          <ActivityFields
            activity={activity}
            missing={empty}
            disabled={isSaving}
            onChange={(fields) => dispatch({ type: 'updateActivity', place, fields })}
          />
        )}
      </Collapse>
    </li>
  );
};
