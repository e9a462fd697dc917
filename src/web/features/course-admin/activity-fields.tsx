import { ActionIcon, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COURSE_CONTENT_LIMITS } from '../../../domain/course-content.ts';
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
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('courseAdmin.activity.name')}
            required
            maxLength={COURSE_CONTENT_LIMITS.nameMax}
            autoComplete="off"
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.name`)}
          />
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
        </Group>
        <Textarea
          label={t('courseAdmin.activity.initialDescription')}
          required
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps(`${path}.InitialProjectDescription`)}
        />
        <Textarea
          label={t('courseAdmin.activity.introduction')}
          required
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps(`${path}.introductionText`)}
        />
        <Textarea
          label={t('courseAdmin.activity.code')}
          description={t('courseAdmin.activity.codeHint')}
          autosize
          minRows={2}
          maxRows={10}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps(`${path}.code`)}
        />
      </Stack>
    </Fieldset>
  );
};
