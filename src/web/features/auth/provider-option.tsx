import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { oidcStartPath } from '../../lib/paths.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { providerErrorCode } from './auth-errors.ts';
import { useIdentityProvider } from './session.ts';

interface ProviderOptionProps {
  returnTo: string;
  from: 'login' | 'register';
}

/** 'Continue with {provider}', only when the server has an identity provider configured. */
export const ProviderOption = ({ returnTo, from }: ProviderOptionProps) => {
  const { t } = useTranslation();
  const provider = useIdentityProvider();
  if (!provider) return null;
  return (
    <>
      <Divider label={t('common.or')} labelPosition="center" />
      <Button
        component="a"
        href={oidcStartPath(returnTo, from)}
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden="true" />}
      >
        {t('auth.continueWith', { provider })}
      </Button>
    </>
  );
};

/** The `?error=` the server sends back after a failed identity-provider sign-in; closing it clears the URL. */
export const useProviderError = () => {
  const [params, setParams] = useSearchParams();
  const code = providerErrorCode(params.get('error'));
  const dismiss = () => {
    if (!params.has('error')) return;
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  };
  return { code, dismiss };
};

interface ProviderErrorAlertProps {
  from: 'login' | 'register';
  error: ReturnType<typeof useProviderError>;
}

/** Spec §8: 'Login With {provider} Failed' / 'Register With {provider} Failed'. */
export const ProviderErrorAlert = ({ from, error }: ProviderErrorAlertProps) => {
  const { t } = useTranslation();
  const provider = useIdentityProvider();
  if (!error.code) return null;
  const title = provider ? t(`auth.${from}.providerFailed`, { provider }) : t(`auth.${from}.failed`);
  return <ErrorAlert title={title} message={t(`errors.${error.code}`)} onClose={error.dismiss} />;
};
