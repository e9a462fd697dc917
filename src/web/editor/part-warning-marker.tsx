import { Tooltip } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './canvas.module.css';
import { usePartWarning } from './part-warnings.ts';

/** A warning sign at a part's corner when a circuit check found something there. */
export const PartWarningMarker = ({ partId }: { partId: string }) => {
  const { t } = useTranslation();
  const text = usePartWarning(partId);
  if (!text) return null;
  const label = t('checks.marker', { text: text.replaceAll('\n', ' · ') });
  return (
    <Tooltip label={text} multiline maw={280} withArrow style={{ whiteSpace: 'pre-line' }}>
      <span className={classes.warningMarker} role="img" aria-label={label} data-part-warning={partId}>
        <IconAlertTriangleFilled size={18} aria-hidden="true" />
      </span>
    </Tooltip>
  );
};
