import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIdentityProvider } from '../auth/session.ts';

/** Shown instead of the password form when the server says the account has no password (409). */
export const NoPasswordNote = () => {
  const { t } = useTranslation();
  const provider = useIdentityProvider();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('account.password.notSetTitle')}
      icon={<IconInfoCircle aria-hidden="true" />}
    >
      <Text size="sm">{t('errors.PASSWORD_NOT_SET')}</Text>
      <Text size="sm" mt={4}>
        {provider ? t('account.password.notSetHintProvider', { provider }) : t('account.password.notSetHint')}
      </Text>
    </Alert>
  );
};
