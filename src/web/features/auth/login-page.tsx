import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type SignIn, signInSchema } from '../../../domain/auth.ts';
import { parseWithSchema } from '../../lib/form-errors.ts';
import { homePath, registerPath, safeNextPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { toFormErrors } from '../../ui/field-error.tsx';
import { AuthCard } from './auth-card.tsx';
import { loginErrorCode } from './auth-errors.ts';
import { EmailField, PasswordField } from './fields.tsx';
import { ProviderErrorAlert, ProviderOption, useProviderError } from './provider-option.tsx';
import { useSignIn } from './session.ts';

/** Spec §2 login. On success the route guard moves on to `next` or home. */
export const LoginPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const returnTo = safeNextPath(params.get('next')) ?? homePath(lang);
  const signIn = useSignIn();
  const providerError = useProviderError();
  const form = useForm<SignIn>({ initialValues: { email: '', password: '' } });

  const handleSubmit = form.onSubmit((values) => {
    const parsed = parseWithSchema(signInSchema, values);
    if (!parsed.ok) {
      form.setErrors(toFormErrors(parsed.errors));
      return;
    }
    providerError.dismiss();
    signIn.mutate(parsed.data);
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <ProviderErrorAlert from="login" error={providerError} />
      {signIn.isError && (
        <ErrorAlert
          title={t('auth.login.failed')}
          message={t(`errors.${loginErrorCode(signIn.error)}`)}
          onClose={signIn.reset}
        />
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField autoComplete="current-password" {...form.getInputProps('password')} />
          <Button type="submit" fullWidth loading={signIn.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <ProviderOption returnTo={returnTo} from="login" />
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={registerPath(lang)} fw={600}>
          {t('auth.login.toRegister')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
