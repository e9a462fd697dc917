import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, PasswordField } from './fields.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

interface StepProps {
  form: UseFormReturnType<RegisterValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** Step 1: the e-mail address. */
export const RegisterEmailStep = ({ form, onSubmit }: StepProps) => {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <EmailField {...form.getInputProps('email')} />
        <Button type="submit" fullWidth mt="xs">
          {t('auth.register.continue')}
        </Button>
      </Stack>
    </form>
  );
};

interface DetailsStepProps extends StepProps {
  isSubmitting: boolean;
  onBack: () => void;
}

/** Step 2: name, e-mail (still editable) and password with its show/hide toggle and live checklist. */
export const RegisterDetailsStep = ({ form, onSubmit, isSubmitting, onBack }: DetailsStepProps) => {
  const { t } = useTranslation();
  const checklistId = useId();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          required
          withAsterisk={false}
          data-autofocus
          autoFocus
          {...form.getInputProps('name')}
        />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <Group justify="space-between" mt="xs" wrap="nowrap">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={onBack}
          >
            {t('auth.register.back')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('auth.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
