import { ActionIcon, Fieldset } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ActivityInputs } from './activity-inputs.tsx';
import type { ActivityKind, CourseFormValues } from './course-form.ts';

interface ActivityFieldsProps {
  form: UseFormReturnType<CourseFormValues>;
  moduleIndex: number;
  kind: ActivityKind;
  index: number;
  /** The activity's accessible name: 'Class activity 2 of module 1'. */
  legend: string;
  onRemove: () => void;
}

/** Spec §5: an activity needs a name, an initial description and an introduction; its code is optional. */
export const ActivityFields = ({ form, moduleIndex, kind, index, legend, onRemove }: ActivityFieldsProps) => {
  const { t } = useTranslation();
  const path = `modules.${moduleIndex}.${kind}.${index}`;
  return (
    <Fieldset legend={legend} p="sm" radius="sm">
      <ActivityInputs
        inputProps={(field) => ({
          ...form.getInputProps(`${path}.${field}`),
          'data-path': `${path}.${field}`,
        })}
        nameAside={
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            mb={form.errors[`${path}.name`] ? 22 : 2}
            aria-label={t('courseAdmin.activity.remove', { legend })}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        }
      />
    </Fieldset>
  );
};
