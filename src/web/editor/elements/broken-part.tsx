import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './parts.module.css';

/**
 * What stands in for a part the canvas cannot draw: a marked box with the reason and the type it
 * was saved with, shown as text whatever it holds. Still a part: it can be selected and deleted.
 */
export const BrokenPart = ({ type }: { type: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <div className={classes.broken} data-broken-part="">
      <IconAlertTriangle size={14} aria-hidden="true" />
      <span className={classes.brokenLabel}>{t('editor.broken.label')}</span>
      {type && <span className={classes.brokenType}>{type}</span>}
    </div>
  );
};
