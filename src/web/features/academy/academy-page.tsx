import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useAcademyCourses } from './academy-queries.ts';
import { CourseGrid } from './course-grid.tsx';

const LoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('academy.page.loadFailed')}
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {t('academy.page.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};

/** Spec §2 academy: the published courses in two grids, free then premium. */
export const AcademyPage = () => {
  const { t } = useTranslation();
  const courses = useAcademyCourses();
  return (
    <Stack gap={40} maw={1400}>
      <PageTitle title={t('academy.page.title')} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('academy.page.title')}
        </Title>
        <Text c="dimmed">{t('academy.page.intro')}</Text>
      </Stack>
      {courses.isError && !courses.data ? (
        <LoadError message={errorText(t, courses.error)} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <CourseGrid
            title={t('academy.page.free')}
            emptyText={t('academy.page.noFree')}
            courses={courses.data?.free}
          />
          <CourseGrid
            title={t('academy.page.premium')}
            emptyText={t('academy.page.noPremium')}
            courses={courses.data?.premium}
          />
        </>
      )}
    </Stack>
  );
};
