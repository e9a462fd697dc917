import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { InstitutionSwitcher } from './institution-switcher.tsx';
import type { BackofficeInstitution } from './use-backoffice-institution.ts';

interface BackofficeFrameProps {
  title: string;
  scope: BackofficeInstitution;
  /** The page's content for the institution shown. */
  children: (institution: { id: string; name: string }) => ReactNode;
}

/**
 * A Backoffice page: its title, the institution switcher, and its content once the institution is
 * known (placeholders while the list loads, a retry when it fails, a note when there is none).
 */
export const BackofficeFrame = ({ title, scope, children }: BackofficeFrameProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {scope.isError ? (
        <Alert color="red" variant="light" title={t('courseAdmin.list.loadFailed')}>
          <Button size="xs" variant="default" onClick={scope.refetch}>
            {t('courseAdmin.list.retry')}
          </Button>
        </Alert>
      ) : scope.institution ? (
        <>
          <InstitutionSwitcher scope={scope} />
          {children(scope.institution)}
        </>
      ) : scope.available && scope.available.length === 0 ? (
        <Text c="dimmed">{t('backoffice.noInstitutions')}</Text>
      ) : (
        <Stack gap="xs" role="status" aria-label={t('common.loading')}>
          <Skeleton h={36} w={320} />
          <Skeleton h={200} />
        </Stack>
      )}
    </Stack>
  );
};
