import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n.ts';

interface ErrorAlertProps {
  title: string;
  message: string;
  onClose?: () => void;
}

/** A red alert (role="alert", so screen readers announce it) with an optional close button. */
export const ErrorAlert = ({ title, message, onClose }: ErrorAlertProps) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden="true" />}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {message}
    </Alert>
  );
};
