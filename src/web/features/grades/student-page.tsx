import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { activityColumnOf } from '../../../domain/grades.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { activityPath, classActivityPath, gradesPath } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { BackLink } from './back-link.tsx';
import { useStudentBackoffice } from './grades-queries.ts';
import { QueryState } from './query-state.tsx';
import { SubmissionState, scoreText } from './submission-state.tsx';

/**
 * Spec §2 student/{studentId}?groupId=…&studentName=…: the student backoffice, every activity of
 * the course with the student's state, score (x/100) and the tutor's feedback, read only; each
 * activity opens its workspace. Where a student with one group lands from the Groups page; a
 * grade or a return arrives live.
 */
export const StudentPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { studentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const groupId = searchParams.get('groupId') ?? '';
  const backoffice = useStudentBackoffice(groupId, studentId);
  const name = backoffice.data?.student.name ?? searchParams.get('studentName') ?? '';
  const title = name || t('grades.student.title');

  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title={title} />
      {groupId && backoffice.data?.viewer === 'mentor' && (
        <BackLink to={gradesPath(lang, groupId)} label={t('grades.backToGrades')} />
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {backoffice.data && (
            <Text c="dimmed">
              {backoffice.data.group.courseName} · {backoffice.data.group.name}
            </Text>
          )}
        </div>
        {backoffice.data && (
          <Button
            component={Link}
            to={classActivityPath(lang, groupId)}
            variant="default"
            leftSection={<IconKeyboard size={18} aria-hidden="true" />}
          >
            {t('grades.classActivity')}
          </Button>
        )}
      </Group>
      {!groupId ? (
        <Text c="dimmed">{t('grades.noGroup')}</Text>
      ) : (
        <QueryState query={backoffice}>
          {backoffice.data &&
            (backoffice.data.activities.length === 0 ? (
              <Text c="dimmed">{t('grades.empty.activities')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table
                  striped
                  verticalSpacing="xs"
                  aria-label={t('grades.student.label', { student: title })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('grades.table.activity')}</Table.Th>
                      <Table.Th>{t('grades.table.state')}</Table.Th>
                      <Table.Th>{t('grades.table.score')}</Table.Th>
                      <Table.Th>{t('grades.table.feedback')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {backoffice.data.activities.map(({ activity, cell }) => (
                      <Table.Tr key={activity.id} data-activity={activity.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={activityPath(lang, activity.id, { groupId, studentUid: studentId })}
                          >
                            {activityColumnOf(activity)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <SubmissionState presentation={cell.presentation} />
                        </Table.Td>
                        <Table.Td>{scoreText(cell.score)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {cell.feedback || (
                            <Text span size="sm" c="dimmed">
                              {cell.status === null || cell.presentation === 'inProgress'
                                ? ''
                                : t('grades.student.noFeedback')}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ))}
        </QueryState>
      )}
    </Stack>
  );
};
