import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { backofficeCoursesPath } from '../backoffice/backoffice-paths.ts';
import { fetchCourse } from '../course-admin/course-admin-api.ts';
import { courseAdminPath } from '../course-admin/course-admin-paths.ts';
import { CourseEditor } from './course-editor.tsx';
import { courseEditorKeys } from './course-editor-queries.ts';

/** A course that is not there, or that this user may not manage: one answer for both. */
const isNotFound = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status);

const CourseNotFound = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: me } = useMe();
  // Back to the course management this person has: the whole one, or their institution's.
  const back = me?.roles.superAdmin === false ? backofficeCoursesPath(lang) : courseAdminPath(lang);
  return (
    <Stack gap="md" maw={720}>
      <PageTitle title={t('courseEditor.notFound.title')} />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('courseEditor.notFound.title')}
      </Title>
      <Text c="dimmed">{t('courseEditor.notFound.text')}</Text>
      <Group>
        <Button component={Link} to={back} variant="default">
          {t('courseEditor.notFound.back')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Spec §2 edit/course/{courseId} (course managers: RequiresAdmin at the router, 403 on the server). */
export const CourseEditorPage = () => {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const course = useQuery({
    queryKey: courseEditorKeys.detail(courseId),
    queryFn: () => fetchCourse(courseId),
    refetchOnWindowFocus: false,
  });

  if (course.data) return <CourseEditor key={courseId} course={course.data} />;
  if (course.isError) {
    if (isNotFound(course.error)) return <CourseNotFound />;
    return (
      <Stack gap="sm" maw={720} align="flex-start">
        <PageTitle title={t('courseEditor.loadFailed')} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('courseEditor.title')}
        </Title>
        <ErrorAlert title={t('courseEditor.loadFailed')} message={errorText(t, course.error)} />
        <Button variant="default" onClick={() => void course.refetch()} loading={course.isFetching}>
          {t('courseEditor.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={1100} role="status" aria-label={t('courseEditor.loading')}>
      <PageTitle title={t('courseEditor.title')} />
      <Skeleton h={40} />
      <Skeleton h={160} />
      <Skeleton h={160} />
    </Stack>
  );
};
