import { notifications } from '@mantine/notifications';
import type { TFunction } from '../../i18n/i18n.ts';

interface Notice {
  color: 'green' | 'red';
  title: string;
  message: string;
  autoClose?: number;
  id?: string;
}

/** A notification whose close button is named in the user's language (axe: button-name). */
export const notify = (t: TFunction, notice: Notice) =>
  notifications.show({ ...notice, closeButtonProps: { 'aria-label': t('common.close') } });
