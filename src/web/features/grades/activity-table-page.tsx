import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { activityColumnOf } from '../../../domain/grades.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { gradeActivityPath, gradesPath, studentBackofficePath } from '../../lib/classroom-paths.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import touch from '../../ui/touch-target.module.css';
import { BackLink } from './back-link.tsx';
import { useActivityTable } from './grades-queries.ts';
import { QueryState } from './query-state.tsx';
import { CheckedScore, SubmissionState, scoreText } from './submission-state.tsx';

/**
 * Spec §2 group-activity-table/{activityId}?groupId=…: every student of the group with their state
 * and score on one activity, each opening the grading view of their work.
 */
export const ActivityTablePage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { activityId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const groupId = searchParams.get('groupId') ?? '';
  const table = useActivityTable(groupId, activityId);
  const title = table.data ? activityColumnOf(table.data.activity) : t('grades.activityTable.title');

  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title={title} />
      {groupId && <BackLink to={gradesPath(lang, groupId)} label={t('grades.backToGrades')} />}
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {table.data && <Text c="dimmed">{table.data.group.name}</Text>}
      </div>
      {!groupId ? (
        <Text c="dimmed">{t('grades.noGroup')}</Text>
      ) : (
        <QueryState query={table}>
          {table.data &&
            (table.data.rows.length === 0 ? (
              <Text c="dimmed">{t('grades.empty.students')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table
                  striped
                  verticalSpacing="xs"
                  aria-label={t('grades.activityTable.label', { activity: title })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('grades.table.student')}</Table.Th>
                      <Table.Th>{t('grades.table.state')}</Table.Th>
                      <Table.Th>{t('grades.table.score')}</Table.Th>
                      <Table.Th>{t('grades.table.sentAt')}</Table.Th>
                      <Table.Th>{t('grades.table.open')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.data.rows.map(({ student, cell }) => (
                      <Table.Tr key={student.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Anchor
                            component={Link}
                            className={touch.target}
                            to={studentBackofficePath(lang, student.id, {
                              groupId,
                              studentName: student.name,
                            })}
                          >
                            {student.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <SubmissionState presentation={cell.presentation} />
                        </Table.Td>
                        <Table.Td>
                          {scoreText(cell.score)} <CheckedScore score={cell.checkedScore} />
                        </Table.Td>
                        <Table.Td>{cell.sentAt ? formatDate(lang, cell.sentAt, 'dateTime') : ''}</Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            className={touch.target}
                            to={gradeActivityPath(lang, activityId, { groupId, studentUid: student.id })}
                            aria-label={t('grades.activityTable.openFor', { student: student.name })}
                          >
                            {t('grades.table.open')}
                          </Anchor>
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
