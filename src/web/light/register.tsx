import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import { PASSWORD_CHECK_KEYS, passwordChecksOf } from '../../domain/password.ts';
import { request } from '../lib/api.ts';
import { homePath, loginPath } from '../lib/paths.ts';
import { registerErrorCode, registerFieldErrors } from './auth-errors.ts';
import { useLight } from './context.ts';
import { errorText, IDLE, type Submission, useForm } from './form.ts';
import { IconArrowLeft, IconCircle, IconCircleCheckFilled } from './icons.tsx';
import checklist from './password-checklist.module.css';
import { preloadApp } from './preload.ts';
import { ProviderErrorAlert, ProviderOption, useProviderError } from './provider.tsx';
import { enterApp } from './session.ts';
import { AuthCard, Button, classes, EmailField, ErrorAlert, Link, PasswordField, TextField } from './ui.tsx';
import { checkEmailStep, checkRegister } from './validate.ts';

/**
 * Spec §5's password rule as a checklist that ticks while the person types. The list is a polite
 * live region: when an item's state word changes, a screen reader says that item once.
 */
const PasswordChecklist = ({ id, password }: { id: string; password: string }) => {
  const { t } = useLight();
  const checks = passwordChecksOf(password);
  return (
    <div id={id} className={checklist.checklist}>
      <p className={classes.checklistTitle} id={`${id}-title`}>
        {t('auth.passwordChecklist.title')}
      </p>
      <ul aria-labelledby={`${id}-title`} aria-live="polite" className={checklist.list}>
        {PASSWORD_CHECK_KEYS.map((key) => {
          const isMet = checks[key];
          return (
            <li key={key} data-check={key} data-met={isMet || undefined} className={checklist.item}>
              {isMet ? (
                <IconCircleCheckFilled size={16} className={checklist.met} />
              ) : (
                <IconCircle size={16} className={checklist.unmet} />
              )}
              <span>
                {t(`auth.passwordChecklist.${key}`, { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
                <span className={classes.visuallyHidden}>
                  {`: ${t(isMet ? 'auth.passwordChecklist.met' : 'auth.passwordChecklist.unmet')}`}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

type Step = 1 | 2;

/** Spec §2 two-step registration. On success (201, signed in) the app opens at home. */
export const RegisterPage = () => {
  const { t, lang } = useLight();
  const [step, setStep] = useState<Step>(1);
  const providerError = useProviderError();
  const form = useForm({ name: '', email: '', password: '' });
  const [submission, setSubmission] = useState<Submission>(IDLE);
  const checklistId = useId();

  const handleEmail = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailStep({ email: form.values.email });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    providerError.dismiss();
    setStep(2);
  };

  const handleDetails = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRegister(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    preloadApp();
    setSubmission({ state: 'pending' });
    try {
      await request('POST', '/api/users', { body: checked.data });
      enterApp();
    } catch (error) {
      const fields = registerFieldErrors(error);
      if (fields) {
        form.setErrors(fields);
        setSubmission(IDLE);
      } else setSubmission({ state: 'failed', error });
    }
  };

  const handleBack = () => {
    form.clearErrors();
    setSubmission(IDLE);
    setStep(1);
  };

  const emailField = (
    <EmailField
      label={t('fields.email')}
      value={form.values.email}
      onChange={(value) => form.setValue('email', value)}
      error={errorText(t, form.errors.email)}
    />
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t(step === 1 ? 'auth.register.emailIntro' : 'auth.register.detailsIntro')}
    >
      <p className={classes.stepText} aria-live="polite">
        {t('auth.register.step', { step })}
      </p>
      <ProviderErrorAlert from="register" error={providerError} />
      {submission.state === 'failed' && (
        <ErrorAlert
          title={t('auth.register.failed')}
          message={t(`errors.${registerErrorCode(submission.error)}`)}
          onClose={() => setSubmission(IDLE)}
        />
      )}
      {step === 1 ? (
        <>
          <form onSubmit={handleEmail} onFocus={preloadApp} noValidate>
            <div className={classes.stackSm}>
              {emailField}
              <Button type="submit" fullWidth className={classes.submit}>
                {t('auth.register.continue')}
              </Button>
            </div>
          </form>
          <ProviderOption returnTo={homePath(lang)} from="register" />
        </>
      ) : (
        <form onSubmit={handleDetails} onFocus={preloadApp} noValidate>
          <div className={classes.stackSm}>
            <TextField
              label={t('fields.name')}
              autoComplete="name"
              autoFocus
              value={form.values.name}
              onChange={(value) => form.setValue('name', value)}
              error={errorText(t, form.errors.name)}
            />
            {emailField}
            <PasswordField
              label={t('fields.password')}
              autoComplete="new-password"
              toggleLabel={t('auth.passwordToggle')}
              value={form.values.password}
              onChange={(value) => form.setValue('password', value)}
              error={errorText(t, form.errors.password)}
            />
            <PasswordChecklist id={checklistId} password={form.values.password} />
            <div className={`${classes.actions} ${classes.submit}`}>
              <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={handleBack}>
                {t('auth.register.back')}
              </Button>
              <Button type="submit" isLoading={submission.state === 'pending'}>
                {t('auth.register.submit')}
              </Button>
            </div>
          </div>
        </form>
      )}
      <p className={classes.switchText}>
        {t('auth.register.hasAccount')}{' '}
        <Link href={loginPath(lang)} className={classes.anchor}>
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
};
