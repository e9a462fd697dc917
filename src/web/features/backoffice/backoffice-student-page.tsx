import { ActionIcon, Alert, Button, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { InstitutionStudent } from '../../../domain/backoffice.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { studentBackofficePath } from '../../lib/classroom-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import { PageTitle } from '../../ui/page-title.tsx';
import { BackLink } from '../grades/back-link.tsx';
import { fetchInstitutionStudent } from './backoffice-api.ts';
import { backofficeGroupsPath } from './backoffice-paths.ts';
import { InstitutionSwitcher } from './institution-switcher.tsx';
import { useBackofficeInstitution } from './use-backoffice-institution.ts';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 760;

/**
 * Spec §2 create-groups-management-test/groups-test/{studentId} (`?institution=`), as
 * docs/decisions.md defines it: one student of the institution, their groups in it with their
 * progress in each (handed in, graded, average) and a link to their work in each group.
 */
export const BackofficeStudentPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { studentId = '' } = useParams();
  const scope = useBackofficeInstitution();
  const institutionId = scope.institution?.id ?? '';
  const student = useQuery({
    queryKey: ['backoffice', 'student', institutionId, studentId],
    queryFn: () => fetchInstitutionStudent(institutionId, studentId),
    enabled: institutionId !== '' && studentId !== '',
    retry: false,
  });
  const name = student.data?.student.name ?? '';
  const title = name ? t('backoffice.student.title', { name }) : t('backoffice.groups.title');
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title={title} />
      <BackLink
        to={backofficeGroupsPath(lang, institutionId || undefined)}
        label={t('backoffice.student.back')}
      />
      <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <InstitutionSwitcher scope={scope} />
      {student.isError ? (
        <Alert color="red" variant="light" title={t('backoffice.student.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, student.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void student.refetch()}>
              {t('backoffice.student.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : student.data ? (
        <StudentGroups data={student.data} />
      ) : (
        <Stack gap="xs" role="status" aria-label={t('backoffice.student.loading')}>
          <Skeleton h={20} w={320} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Stack>
  );
};

const StudentGroups = ({ data }: { data: InstitutionStudent }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const { student } = data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {student.email} · {t('backoffice.student.intro', { institution: data.institution.name })}
      </Text>
      <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
        <Table
          striped
          verticalSpacing="xs"
          aria-label={t('backoffice.student.tableLabel', { name: student.name })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.student.group')}</Table.Th>
              <Table.Th>{t('backoffice.student.course')}</Table.Th>
              <Table.Th>{t('backoffice.student.mentor')}</Table.Th>
              <Table.Th ta="right">{t('backoffice.student.sent')}</Table.Th>
              <Table.Th ta="right">{t('backoffice.student.graded')}</Table.Th>
              <Table.Th ta="right">{t('backoffice.student.average')}</Table.Th>
              <Table.Th ta="right">{t('backoffice.student.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.groups.map((group) => {
              const ofTotal = (count: number) =>
                t('backoffice.student.ofTotal', { count, total: group.activityCount });
              const open = t('backoffice.student.open', { group: group.name });
              return (
                <Table.Tr key={group.id} data-group={group.id}>
                  <Table.Td maw={220} className={cards.title}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {group.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {group.schedule}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={220} data-label={t('backoffice.student.course')}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {group.course.name}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('backoffice.student.mentor')}>
                    <Text size="sm" c={group.mentor ? undefined : 'dimmed'}>
                      {group.mentor?.name ?? t('backoffice.student.noMentor')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" data-label={t('backoffice.student.sent')}>
                    {ofTotal(group.sent)}
                  </Table.Td>
                  <Table.Td ta="right" data-label={t('backoffice.student.graded')}>
                    {ofTotal(group.graded)}
                  </Table.Td>
                  <Table.Td ta="right" data-label={t('backoffice.student.average')}>
                    {group.average === null ? (
                      <Text size="sm" c="dimmed" span>
                        {t('backoffice.student.noAverage')}
                      </Text>
                    ) : (
                      formatNumber(lang, group.average, 1)
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className={cards.actions}>
                    <Tooltip label={open} withArrow openDelay={400}>
                      <ActionIcon
                        component={Link}
                        to={studentBackofficePath(lang, student.id, {
                          groupId: group.id,
                          studentName: student.name,
                        })}
                        variant="subtle"
                        size="lg"
                        aria-label={open}
                      >
                        <IconClipboardList size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
