import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconId, IconKeyboard } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { classActivityPath, groupSeatsPath } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { gradesCsvUrl } from './grades-api.ts';
import { GradesGrid } from './grades-grid.tsx';
import { useGroupGrades } from './grades-queries.ts';
import { nextSort, parseGradesSort, sortStudents, toSortSearch } from './grades-sort.ts';
import { QueryState } from './query-state.tsx';

/**
 * Spec §2 grades/{groupId}: a tutor's view of the whole group, every student × activity with its
 * state and score, sortable (the order lives in the URL), each cell opening the grading view, and
 * the CSV export. A student's send arrives live (the query's key starts with 'groups').
 */
export const GradesPage = () => {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const { groupId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseGradesSort(searchParams);
  const grades = useGroupGrades(groupId);
  const title = grades.data?.group.name ?? t('grades.title');

  const onSort = (by: string) =>
    setSearchParams(toSortSearch(searchParams, nextSort(sort, by)), { replace: true });

  return (
    <Stack gap="lg" maw={1600}>
      <PageTitle title={title} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {grades.data && <Text c="dimmed">{grades.data.group.courseName}</Text>}
        </div>
        {grades.data && (
          <Group gap="sm">
            <Button
              component={Link}
              to={classActivityPath(lang, groupId)}
              variant="default"
              leftSection={<IconKeyboard size={18} aria-hidden="true" />}
            >
              {t('grades.classActivity')}
            </Button>
            <Button
              component={Link}
              to={groupSeatsPath(lang, groupId)}
              variant="default"
              leftSection={<IconId size={18} aria-hidden="true" />}
            >
              {t('seats.page.entry')}
            </Button>
            {grades.data.students.length > 0 && (
              <Button
                component="a"
                href={gradesCsvUrl(groupId, lang)}
                download
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden="true" />}
              >
                {t('grades.downloadCsv')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <div aria-busy={grades.isFetching}>
        <QueryState query={grades}>
          {grades.data &&
            (grades.data.students.length === 0 ? (
              <Text c="dimmed">{t('grades.empty.students')}</Text>
            ) : grades.data.activities.length === 0 ? (
              <Text c="dimmed">{t('grades.empty.activities')}</Text>
            ) : (
              <Stack gap="xs">
                <Text id="grades-keys" size="sm" c="dimmed">
                  {t('grades.table.keys')}
                </Text>
                <GradesGrid
                  grades={grades.data}
                  students={sortStudents(grades.data, sort, i18n.language)}
                  sort={sort}
                  onSort={onSort}
                />
              </Stack>
            ))}
        </QueryState>
      </div>
    </Stack>
  );
};
