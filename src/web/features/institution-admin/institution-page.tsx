import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { InstitutionDetail } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import touch from '../../ui/touch-target.module.css';
import { CoursesSection } from './courses-section.tsx';
import { institutionsPath } from './institution-admin-paths.ts';
import { useInstitution } from './institution-admin-queries.ts';
import { InstitutionNameModal, type InstitutionNameSession } from './institution-name-modal.tsx';
import { PeopleSection } from './people-section.tsx';
import { useDeleteInstitution } from './use-delete-institution.tsx';

const COUNTS = ['adminCount', 'mentorCount', 'courseCount', 'groupCount', 'studentCount'] as const;

/**
 * Spec §2 educational-institutions-management/{institutionId}: one institution, for super admins.
 * Renamed through the name modal; its admins, mentors and courses each in a section of their own.
 */
export const InstitutionPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { institutionId = '' } = useParams();
  const query = useInstitution(institutionId);
  const back = (
    <Anchor component={Link} to={institutionsPath(lang)} size="sm" className={touch.target}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('institutionAdmin.detail.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack gap="lg" maw={1100} aria-busy="true">
        <PageTitle title={t('institutionAdmin.title')} />
        {back}
        <Skeleton height={36} width="50%" />
        <Skeleton height={160} />
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.code === 'INSTITUTION_NOT_FOUND';
    return (
      <Stack gap="lg" maw={1100}>
        <PageTitle title={t('institutionAdmin.title')} />
        {back}
        <Alert color="red" variant="light" title={t('institutionAdmin.detail.loadFailed')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, query.error)}</Text>
            {!missing && (
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('institutionAdmin.list.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <InstitutionView institution={query.data} back={back} />;
};

const InstitutionView = ({
  institution,
  back,
}: {
  institution: InstitutionDetail;
  back: React.ReactNode;
}) => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const deletion = useDeleteInstitution(() => void navigate(institutionsPath(lang), { replace: true }));
  const [editing, setEditing] = useState<InstitutionNameSession | null>(null);
  const sessions = useRef(0);
  const rename = () => {
    sessions.current += 1;
    setEditing({ institution, session: sessions.current });
  };

  return (
    <Stack gap="xl" maw={1100}>
      <PageTitle title={institution.name} />
      <Stack gap="xs">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {institution.name}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden="true" />}
              onClick={rename}
            >
              {t('institutionAdmin.detail.rename')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              loading={deletion.busyId === institution.id}
              onClick={() => deletion.confirmDelete(institution)}
            >
              {t('institutionAdmin.detail.delete')}
            </Button>
          </Group>
        </Group>
        <Group gap="lg" component="dl" m={0}>
          {COUNTS.map((key) => (
            <Group key={key} gap={6} wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {t(`institutionAdmin.table.${key}`)}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {institution[key]}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
      <PeopleSection institution={institution} kind="admins" people={institution.admins} />
      <PeopleSection institution={institution} kind="mentors" people={institution.mentors} />
      <CoursesSection institution={institution} courses={institution.courses} />
      <InstitutionNameModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
};
