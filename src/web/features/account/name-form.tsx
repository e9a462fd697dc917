import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { updateProfileSchema } from '../../../domain/auth.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { parseWithSchema } from '../../lib/form-errors.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useUpdateProfile } from './account-api.ts';
import { describeSaveFailure } from './account-errors.ts';
import { toAccountFormErrors, validateWith } from './field-messages.tsx';

/** The account modal's name section: checked as it is typed, with the §5 rule the server applies. */
export const NameForm = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateProfile();
  const [alertCode, setAlertCode] = useState<ErrorCode | null>(null);
  const form = useForm({
    name: 'account-name',
    initialValues: { name },
    validate: validateWith(updateProfileSchema),
    validateInputOnChange: true,
  });

  const save = (body: { name: string }) => {
    setAlertCode(null);
    update.mutate(body, {
      onSuccess: (me) => {
        form.setValues({ name: me.user.name });
        notifications.show({
          color: 'green',
          message: t('account.name.saved'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) => {
        const failure = describeSaveFailure(error);
        if (failure.kind === 'fields') {
          form.setErrors(toAccountFormErrors(failure.errors));
          form.getInputNode('name')?.focus();
        } else setAlertCode(failure.kind === 'form' ? failure.code : 'INTERNAL');
      },
    });
  };

  const handleSubmit = form.onSubmit(
    (values) => {
      const parsed = parseWithSchema(updateProfileSchema, values);
      if (parsed.ok) save(parsed.data);
    },
    () => form.getInputNode('name')?.focus(),
  );

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('account.name.title')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {alertCode && (
            <ErrorAlert
              title={t('account.name.failed')}
              message={t(`errors.${alertCode}`)}
              onClose={() => setAlertCode(null)}
            />
          )}
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            required
            withAsterisk={false}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('account.name.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
};
