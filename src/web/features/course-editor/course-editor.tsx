import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import type { CourseDetail } from '../../../domain/academy.ts';
import { activitiesOf } from '../../../domain/course-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { CourseBanner } from '../academy/course-banner.tsx';
import { SaveStatusIndicator } from '../workspace/save-status.tsx';
import classes from './course-editor.module.css';
import { CourseEditorContext } from './course-editor-context.ts';
import { ModuleCard } from './module-card.tsx';
import { useAnnouncer } from './use-announcer.ts';
import { useCourseEditor } from './use-course-editor.ts';
import { useDragReorder } from './use-drag-reorder.ts';
import { useKeyboardReorder } from './use-keyboard-reorder.ts';
import { LeaveWarning } from './use-leave-warning.tsx';

const randomKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Spec §2 course editor: the course's modules, their lesson's class and home activities and each
 * activity's fields in one page; reordered by drag or keyboard, saved as one tree with its version.
 */
export const CourseEditor = ({ course }: { course: CourseDetail }) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const editor = useCourseEditor(course);
  const { draft, dispatch, failure } = editor;
  const announcer = useAnnouncer();
  const keyboard = useKeyboardReorder(draft, dispatch, announcer);
  const drag = useDragReorder(draft, dispatch, announcer);
  const handleHintId = useId();
  const savedActivityIds = useMemo(
    () => new Set(draft.base.content.modules.flatMap((module) => activitiesOf(module).map((a) => a.id))),
    [draft.base],
  );

  const save = async () => {
    if (await editor.save()) alerts.success(t('courseEditor.saved', { name: draft.base.name }));
  };

  const context = {
    draft,
    dispatch,
    keyboard,
    drag,
    missing: editor.missing,
    savedActivityIds,
    handleHintId,
    isSaving: editor.isSaving,
  };
  const heading = t('courseEditor.heading', { name: draft.base.name });
  return (
    <CourseEditorContext.Provider value={context}>
      <Stack gap="md" maw={1100}>
        <PageTitle title={heading} />
        <CourseBanner course={draft.base} canEdit onSaved={editor.takeBannerSave} />
        <div className={classes.toolbar}>
          <Text fw={600} className={classes.toolbarLabel}>
            {t('courseEditor.title')}
          </Text>
          <SaveStatusIndicator status={editor.status} canSave isReadOnly={false} />
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            onClick={() => void save()}
            loading={editor.isSaving}
            disabled={!editor.isDirty && !failure}
          >
            {t('courseEditor.save')}
          </Button>
        </div>
        {failure?.kind === 'missing' && (
          <ErrorAlert
            title={t('courseEditor.missingTitle')}
            message={t('courseEditor.missingText')}
            onClose={editor.dismissFailure}
          />
        )}
        {failure?.kind === 'refused' && (
          <ErrorAlert
            title={t('courseEditor.saveFailed')}
            message={`${errorText(t, failure.error)} ${t('courseEditor.keptHint')}`}
            onClose={editor.dismissFailure}
          />
        )}
        <VisuallyHidden id={handleHintId}>{t('courseEditor.reorder.hint')}</VisuallyHidden>
        <VisuallyHidden
          role="status"
          aria-live="assertive"
          aria-atomic="true"
          data-testid="reorder-announcer"
        >
          {announcer.message}
        </VisuallyHidden>
        {draft.content.modules.length === 0 ? (
          <Text c="dimmed">{t('courseEditor.modules.empty')}</Text>
        ) : (
          <ol className={classes.modules} aria-label={t('courseEditor.modules.title')}>
            {draft.content.modules.map((module, index) => {
              const key = draft.moduleKeys[index] ?? String(index);
              return <ModuleCard key={key} module={module} index={index} moduleKey={key} />;
            })}
          </ol>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => dispatch({ type: 'addModule', key: randomKey() })}
          disabled={editor.isSaving}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('courseEditor.modules.add')}
        </Button>
      </Stack>
      <ConflictModal
        opened={editor.hasConflict}
        textKey="courseEditor.conflict"
        onReload={editor.reloadTheirs}
        onOverwrite={editor.overwrite}
      />
      <LeaveWarning isDirty={editor.isDirty && !editor.isSaving} />
    </CourseEditorContext.Provider>
  );
};
