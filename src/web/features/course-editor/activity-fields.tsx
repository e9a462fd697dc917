import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COURSE_CONTENT_LIMITS, type CourseActivity } from '../../../domain/course-content.ts';
import type { ActivityDraftFields as Fields } from '../../../domain/course-draft-edits.ts';
import type { ActivityField } from './course-draft.ts';
import classes from './course-editor.module.css';

interface ActivityFieldsProps {
  activity: CourseActivity;
  /** Fields a save needs and this activity leaves empty. */
  missing: Set<ActivityField> | undefined;
  disabled: boolean;
  onChange: (fields: Fields) => void;
}

/** An activity's texts (spec §5: name, initial description and introduction are required) and its starter code. */
export const ActivityFields = ({ activity, missing, disabled, onChange }: ActivityFieldsProps) => {
  const { t } = useTranslation();
  const error = (field: ActivityField) => (missing?.has(field) ? t('courseEditor.required') : undefined);
  return (
    <Stack gap="xs" className={classes.fields}>
      <TextInput
        label={t('courseEditor.activity.name')}
        value={activity.name}
        maxLength={COURSE_CONTENT_LIMITS.nameMax}
        required
        error={error('name')}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t('courseEditor.activity.initialDescription')}
        value={activity.InitialProjectDescription}
        maxLength={COURSE_CONTENT_LIMITS.textMax}
        required
        error={error('InitialProjectDescription')}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={8}
        onChange={(event) => onChange({ InitialProjectDescription: event.currentTarget.value })}
      />
      <Textarea
        label={t('courseEditor.activity.introduction')}
        value={activity.introductionText}
        maxLength={COURSE_CONTENT_LIMITS.textMax}
        required
        error={error('introductionText')}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={8}
        onChange={(event) => onChange({ introductionText: event.currentTarget.value })}
      />
      <Textarea
        label={t('courseEditor.activity.code')}
        value={activity.code}
        maxLength={COURSE_CONTENT_LIMITS.codeMax}
        disabled={disabled}
        autosize
        minRows={3}
        maxRows={16}
        spellCheck={false}
        classNames={{ input: classes.code }}
        onChange={(event) => onChange({ code: event.currentTarget.value })}
      />
    </Stack>
  );
};
