import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import classes from './guide-workspace.module.css';

interface GuideNoticeProps {
  isPublished: boolean;
  /** The error code of the last save the server refused for good, or null. */
  refusal: string | null;
}

/**
 * Under template editing: why the guide's project cannot be saved. A published guide must be
 * unpublished first (spec §4, §5); other refusals say what the server answered.
 */
export const GuideNotice = ({ isPublished, refusal }: GuideNoticeProps) => {
  const { t } = useTranslation();
  if (isPublished || refusal === 'GUIDE_PUBLISHED')
    return (
      <Alert
        className={classes.notice}
        color="orange"
        variant="light"
        role="alert"
        icon={<IconLock aria-hidden="true" />}
        title={t('guideWorkspace.published.title')}
      >
        {t('guideWorkspace.published.text')}
      </Alert>
    );
  if (refusal === null) return null;
  return (
    <Alert
      className={classes.notice}
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('workspace.save.error')}
    >
      {errorText(t, new ApiError(400, refusal, refusal))}
    </Alert>
  );
};
