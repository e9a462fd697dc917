import { type FormEvent, useState } from 'react';
import { request } from '../lib/api.ts';
import { classSignInPath, homePath, registerPath, safeNextPath } from '../lib/paths.ts';
import { loginErrorCode } from './auth-errors.ts';
import { useLight } from './context.ts';
import { errorText, IDLE, type Submission, useForm } from './form.ts';
import { preloadApp } from './preload.ts';
import { ProviderErrorAlert, ProviderOption, useProviderError } from './provider.tsx';
import { enterApp } from './session.ts';
import { AuthCard, Button, ButtonLink, classes, EmailField, ErrorAlert, Link, PasswordField } from './ui.tsx';
import { checkSignIn } from './validate.ts';

/** Spec §2 login. On success the app opens at `next` (when safe) or home. */
export const LoginPage = () => {
  const { t, lang, search } = useLight();
  const returnTo = safeNextPath(new URLSearchParams(search).get('next')) ?? homePath(lang);
  const providerError = useProviderError();
  const form = useForm({ email: '', password: '' });
  const [submission, setSubmission] = useState<Submission>(IDLE);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSignIn(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    providerError.dismiss();
    preloadApp();
    setSubmission({ state: 'pending' });
    try {
      await request('POST', '/api/session', { body: checked.data });
      enterApp();
    } catch (error) {
      setSubmission({ state: 'failed', error });
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <ProviderErrorAlert from="login" error={providerError} />
      {submission.state === 'failed' && (
        <ErrorAlert
          title={t('auth.login.failed')}
          message={t(`errors.${loginErrorCode(submission.error)}`)}
          onClose={() => setSubmission(IDLE)}
        />
      )}
      <form onSubmit={handleSubmit} onFocus={preloadApp} noValidate>
        <div className={classes.stackSm}>
          <EmailField
            label={t('fields.email')}
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={errorText(t, form.errors.email)}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            toggleLabel={t('auth.passwordToggle')}
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            error={errorText(t, form.errors.password)}
          />
          <Button
            type="submit"
            fullWidth
            isLoading={submission.state === 'pending'}
            className={classes.submit}
          >
            {t('auth.login.submit')}
          </Button>
        </div>
      </form>
      <ProviderOption returnTo={returnTo} from="login" />
      {/* Issue 27: children without e-mail sign in with their class's code. */}
      <ButtonLink href={classSignInPath(lang)} variant="outline" size="md" fullWidth>
        {t('auth.login.classCode')}
      </ButtonLink>
      <p className={classes.switchText}>
        {t('auth.login.noAccount')}{' '}
        <Link href={registerPath(lang)} className={classes.anchor}>
          {t('auth.login.toRegister')}
        </Link>
      </p>
    </AuthCard>
  );
};
