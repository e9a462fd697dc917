import { Anchor, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailStepSchema, registerSchema } from '../../../domain/auth.ts';
import { parseWithSchema } from '../../lib/form-errors.ts';
import { homePath, loginPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { toFormErrors } from '../../ui/field-error.tsx';
import { AuthCard } from './auth-card.tsx';
import { registerErrorCode } from './auth-errors.ts';
import { ProviderErrorAlert, ProviderOption, useProviderError } from './provider-option.tsx';
import { RegisterDetailsStep, RegisterEmailStep, type RegisterValues } from './register-steps.tsx';
import { useRegister } from './session.ts';

type Step = 1 | 2;

/** Spec §2 two-step registration. On success (201, signed in) the route guard moves on to home. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const [step, setStep] = useState<Step>(1);
  const register = useRegister();
  const providerError = useProviderError();
  const form = useForm<RegisterValues>({ initialValues: { name: '', email: '', password: '' } });

  const handleEmail = form.onSubmit((values) => {
    const parsed = parseWithSchema(emailStepSchema, { email: values.email });
    if (!parsed.ok) {
      form.setErrors(toFormErrors(parsed.errors));
      return;
    }
    providerError.dismiss();
    setStep(2);
  });

  const handleDetails = form.onSubmit((values) => {
    const parsed = parseWithSchema(registerSchema, values);
    if (!parsed.ok) {
      form.setErrors(toFormErrors(parsed.errors));
      return;
    }
    register.mutate(parsed.data);
  });

  const handleBack = () => {
    form.clearErrors();
    register.reset();
    setStep(1);
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t(step === 1 ? 'auth.register.emailIntro' : 'auth.register.detailsIntro')}
    >
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" aria-live="polite">
        {t('auth.register.step', { step })}
      </Text>
      <ProviderErrorAlert from="register" error={providerError} />
      {register.isError && (
        <ErrorAlert
          title={t('auth.register.failed')}
          message={t(`errors.${registerErrorCode(register.error)}`)}
          onClose={register.reset}
        />
      )}
      {step === 1 ? (
        <>
          <RegisterEmailStep form={form} onSubmit={handleEmail} />
          <ProviderOption returnTo={homePath(lang)} from="register" />
        </>
      ) : (
        <RegisterDetailsStep
          form={form}
          onSubmit={handleDetails}
          isSubmitting={register.isPending}
          onBack={handleBack}
        />
      )}
      <Text size="sm" ta="center">
        {t('auth.register.hasAccount')}{' '}
        <Anchor component={Link} to={loginPath(lang)} fw={600}>
          {t('auth.register.toLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
