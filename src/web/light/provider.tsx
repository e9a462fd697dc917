import { useEffect, useState } from 'react';
import { oidcStartPath } from '../lib/paths.ts';
import { providerErrorCode } from './auth-errors.ts';
import { useLight } from './context.ts';
import { IconKey } from './icons.tsx';
import { fetchFirst } from './once.ts';
import { fetchProviderName } from './session.ts';
import { ButtonLink, Divider, ErrorAlert } from './ui.tsx';

/** The configured identity provider's name, or null; asked once per page load. */
export const useIdentityProvider = (): string | null => {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void fetchFirst('auth-config', fetchProviderName).then((found) => {
      if (isCurrent) setName(found);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return name;
};

interface ProviderOptionProps {
  returnTo: string;
  from: 'login' | 'register';
}

/** 'Continue with {provider}', only when the server has an identity provider configured. */
export const ProviderOption = ({ returnTo, from }: ProviderOptionProps) => {
  const { t } = useLight();
  const provider = useIdentityProvider();
  if (!provider) return null;
  return (
    <>
      <Divider label={t('common.or')} />
      <ButtonLink
        href={oidcStartPath(returnTo, from)}
        isExternal
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} />}
      >
        {t('auth.continueWith', { provider })}
      </ButtonLink>
    </>
  );
};

/** The `?error=` the server sends back after a failed identity-provider sign-in; closing it clears the URL. */
export const useProviderError = () => {
  const { search, navigate } = useLight();
  const params = new URLSearchParams(search);
  const code = providerErrorCode(params.get('error'));
  const dismiss = () => {
    if (!params.has('error')) return;
    params.delete('error');
    const rest = params.toString();
    navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`, {
      replace: true,
    });
  };
  return { code, dismiss };
};

/** Spec §8: 'Login With {provider} Failed' / 'Register With {provider} Failed'. */
export const ProviderErrorAlert = ({
  from,
  error,
}: {
  from: 'login' | 'register';
  error: ReturnType<typeof useProviderError>;
}) => {
  const { t } = useLight();
  const provider = useIdentityProvider();
  if (!error.code) return null;
  const title = provider ? t(`auth.${from}.providerFailed`, { provider }) : t(`auth.${from}.failed`);
  return <ErrorAlert title={title} message={t(`errors.${error.code}`)} onClose={error.dismiss} />;
};
