import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { errorText } from '../lib/error-text.ts';

/** The parts of a paged query (TanStack Query's infinite query) a management table shows. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PagedTableStateProps {
  query: PagedQuery;
  /** How many rows are loaded: none after a success is the empty state. */
  rowCount: number;
  /** Height of one placeholder row while the first page loads. */
  rowHeight: number;
  texts: { loadFailed: string; retry: string; empty: string };
  /** The table itself, shown once there are rows. */
  children: ReactNode;
}

/**
 * A management table's states in one live region: placeholders while the first page loads, the
 * failure with a retry, the empty (or no-results) text, then the table.
 */
export const PagedTableState = ({ query, rowCount, rowHeight, texts, children }: PagedTableStateProps) => {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" aria-busy={query.isFetching}>
      {query.isPending && (
        <Stack gap="xs" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
            <Skeleton key={index} h={rowHeight} radius="sm" />
          ))}
        </Stack>
      )}
      {query.isError && (
        <Alert
          color="red"
          variant="light"
          title={texts.loadFailed}
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          <Stack gap="xs" align="flex-start">
            {errorText(t, query.error)}
            <Button size="xs" variant="white" color="red.9" onClick={() => void query.refetch()}>
              {texts.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {query.isSuccess && rowCount === 0 && <Text c="dimmed">{texts.empty}</Text>}
      {rowCount > 0 && children}
    </div>
  );
};
