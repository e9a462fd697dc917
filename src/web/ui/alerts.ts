import { notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/i18n.ts';

/** Spec §8, §9: success alerts last 1.5 to 2 seconds (the guide duplicate's has a 2-second timer). */
export const SUCCESS_ALERT_MS = 2_000;
/** Spec §9: the delete toast lasts 1.5 s. */
export const DELETED_ALERT_MS = 1_500;

/** The page's alerts: successes go by themselves, failures stay until closed so they can be read. */
export const useAlerts = () => {
  const { t } = useTranslation();
  const closeButtonProps = { 'aria-label': t('common.close') };
  return {
    success: (message: string, autoClose: number = SUCCESS_ALERT_MS) =>
      notifications.show({ color: 'green', message, autoClose, closeButtonProps }),
    failure: (title: string, message: string) =>
      notifications.show({ color: 'red', title, message, autoClose: false, closeButtonProps }),
  };
};
