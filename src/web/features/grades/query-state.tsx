import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { homePath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A grades page's states: placeholders while it loads; a no-access page for a 403 (this group's
 * work is not the caller's to read); the failure with a retry otherwise; then the page.
 */
export const QueryState = ({ query, children }: { query: QueryLike; children: ReactNode }) => {
  const { t } = useTranslation();
  const lang = useLang();
  if (query.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
          <Skeleton key={index} h={40} radius="sm" />
        ))}
      </Stack>
    );
  if (query.isError && isApiError(query.error) && query.error.status === 403)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconLock aria-hidden="true" />}
        title={t('grades.noAccess.title')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('grades.noAccess.text')}</Text>
          <Button component={Link} to={homePath(lang)} size="xs" variant="default">
            {t('noAccess.home')}
          </Button>
        </Stack>
      </Alert>
    );
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        title={t('grades.loadFailed')}
        icon={<IconAlertCircle aria-hidden="true" />}
      >
        <Stack gap="xs" align="flex-start">
          {errorText(t, query.error)}
          <Button size="xs" variant="white" color="red.9" onClick={() => void query.refetch()}>
            {t('grades.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <>{children}</>;
};
