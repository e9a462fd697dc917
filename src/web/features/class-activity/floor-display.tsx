import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import classes from './class-activity.module.css';

/** The current floor, large as in a lift, and when it last changed; announced politely when it does. */
export const FloorDisplay = ({ floor, updatedAt }: { floor: number; updatedAt: string | null }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack
      gap={4}
      className={classes.display}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-floor={floor}
    >
      <Text className={classes.displayLabel}>{t('classActivity.display.label')}</Text>
      <Text className={classes.digit} aria-hidden="true">
        {floor}
      </Text>
      <VisuallyHidden>{t('classActivity.display.floor', { floor })}</VisuallyHidden>
      <Text className={classes.changedAt}>
        {updatedAt ? (
          <time dateTime={updatedAt}>
            {t('classActivity.display.changedAt', { time: formatDate(lang, updatedAt, 'dateTimeSeconds') })}
          </time>
        ) : (
          t('classActivity.display.neverChanged')
        )}
      </Text>
    </Stack>
  );
};
