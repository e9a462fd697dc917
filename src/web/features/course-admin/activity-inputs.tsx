import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { COURSE_CONTENT_LIMITS } from '../../../domain/course-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** The activity fields a person types (spec §5: name, initial description and introduction are required). */
export type ActivityInputField = 'name' | 'InitialProjectDescription' | 'introductionText' | 'code';

/** What each input shows and reports, as a Mantine form's `getInputProps` or an editor's own state gives it. */
export interface ActivityInputProps {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: ReactNode;
  /** The field's path in a form, for finding its input (focus after adding an activity). */
  'data-path'?: string;
}

interface ActivityInputsProps {
  inputProps: (field: ActivityInputField) => ActivityInputProps;
  /** Beside the name, e.g. the activity's remove button. */
  nameAside?: ReactNode;
  disabled?: boolean;
}

/** An activity's name, initial description, introduction and starter code: the course form's and the course editor's. */
export const ActivityInputs = ({ inputProps, nameAside, disabled }: ActivityInputsProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('courseAdmin.activity.name')}
          required
          maxLength={COURSE_CONTENT_LIMITS.nameMax}
          autoComplete="off"
          disabled={disabled}
          style={{ flex: 1 }}
          {...inputProps('name')}
        />
        {nameAside}
      </Group>
      <Textarea
        label={t('courseAdmin.activity.initialDescription')}
        required
        maxLength={COURSE_CONTENT_LIMITS.textMax}
        autosize
        minRows={2}
        maxRows={6}
        disabled={disabled}
        {...inputProps('InitialProjectDescription')}
      />
      <Textarea
        label={t('courseAdmin.activity.introduction')}
        required
        maxLength={COURSE_CONTENT_LIMITS.textMax}
        autosize
        minRows={2}
        maxRows={8}
        disabled={disabled}
        {...inputProps('introductionText')}
      />
      <Textarea
        label={t('courseAdmin.activity.code')}
        description={t('courseAdmin.activity.codeHint')}
        maxLength={COURSE_CONTENT_LIMITS.codeMax}
        autosize
        minRows={2}
        maxRows={10}
        spellCheck={false}
        disabled={disabled}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...inputProps('code')}
      />
    </Stack>
  );
};
