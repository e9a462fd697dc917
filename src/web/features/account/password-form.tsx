import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { type ChangePassword, changePasswordSchema } from '../../../domain/auth.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { parseWithSchema } from '../../lib/form-errors.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PasswordField } from '../auth/fields.tsx';
import { useChangePassword } from './account-api.ts';
import { describeSaveFailure } from './account-errors.ts';
import { toAccountFormErrors, validateWith } from './field-messages.tsx';
import { NoPasswordNote } from './no-password-note.tsx';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * The account modal's password section. The §5 rule shows under the new password from the start;
 * when broken, the same sentence shows as the field's error instead. A wrong current password is
 * the current field's error; the typed values stay after any failure.
 */
export const PasswordForm = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const change = useChangePassword();
  const [alertCode, setAlertCode] = useState<ErrorCode | null>(null);
  const [hasNoPassword, setHasNoPassword] = useState(false);
  const form = useForm<ChangePassword>({
    name: 'account-password',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: validateWith(changePasswordSchema),
    validateInputOnBlur: ['newPassword'],
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const field = FIELDS.find((name) => name in errors);
    if (field) form.getInputNode(field)?.focus();
  };

  const save = (body: ChangePassword) => {
    setAlertCode(null);
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        notifications.show({
          color: 'green',
          title: t('account.password.savedTitle'),
          message: t('account.password.saved'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) => {
        const failure = describeSaveFailure(error);
        if (failure.kind === 'noPassword') setHasNoPassword(true);
        else if (failure.kind === 'form') setAlertCode(failure.code);
        else {
          form.setErrors(toAccountFormErrors(failure.errors));
          focusFirstError(failure.errors);
        }
      },
    });
  };

  const handleSubmit = form.onSubmit((values) => {
    const parsed = parseWithSchema(changePasswordSchema, values);
    if (parsed.ok) save(parsed.data);
  }, focusFirstError);

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('account.password.title')}
      </Title>
      {hasNoPassword ? (
        <NoPasswordNote />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            {alertCode && (
              <ErrorAlert
                title={t('account.password.failed')}
                message={t(`errors.${alertCode}`)}
                onClose={() => setAlertCode(null)}
              />
            )}
            {/* Lets a password manager file the new password under this account. */}
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            <PasswordField
              label={t('account.password.current')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('account.password.showCurrent') }}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label={t('account.password.new')}
              autoComplete="new-password"
              description={form.errors.newPassword ? undefined : t('validation.passwordRule')}
              visibilityToggleButtonProps={{ 'aria-label': t('account.password.showNew') }}
              {...form.getInputProps('newPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('account.password.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
};
