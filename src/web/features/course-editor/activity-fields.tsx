import type { CourseActivity } from '../../../domain/course-content.ts';
import type { ActivityDraftFields } from '../../../domain/course-draft-edits.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { type ActivityInputField, ActivityInputs } from '../course-admin/activity-inputs.tsx';
import type { ActivityField } from './course-draft.ts';
import classes from './course-editor.module.css';

interface ActivityFieldsProps {
  activity: CourseActivity;
  /** Fields a save needs and this activity leaves empty. */
  missing: Set<ActivityField> | undefined;
  disabled: boolean;
  onChange: (fields: ActivityDraftFields) => void;
}

/** An activity's texts and starter code in the course editor: course management's inputs on the editor's draft. */
export const ActivityFields = ({ activity, missing, disabled, onChange }: ActivityFieldsProps) => {
  const { t } = useTranslation();
  const inputProps = (field: ActivityInputField) => ({
    value: activity[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
    error: field !== 'code' && missing?.has(field) ? t('courseEditor.required') : undefined,
  });
  return (
    <div className={classes.fields}>
      <ActivityInputs inputProps={inputProps} disabled={disabled} />
    </div>
  );
};
