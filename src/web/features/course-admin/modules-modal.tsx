import { Badge, Button, Group, List, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CourseActivity, CourseModule } from '../../../domain/course-content.ts';
import { activitiesOf } from '../../../domain/course-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOpenedCourse } from './course-admin-queries.ts';

/** One opening of a modal on a course: its id and a number of its own, so it is fetched afresh. */
export interface CourseSession {
  id: string;
  name: string;
  session: number;
}

interface ModulesModalProps {
  opened: CourseSession | null;
  onClose: () => void;
  /** Spec §2 institution variant: the modules are called lessons. */
  inLessons?: boolean;
}

/** Spec §2 modules modal: a course's modules and their activities, read only, with their counts. */
export const ModulesModal = ({ opened, onClose, inLessons = false }: ModulesModalProps) => {
  const { t } = useTranslation();
  const course = useOpenedCourse(opened?.id ?? null, opened?.session ?? 0);
  const modules = course.data?.content.modules ?? [];
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={t(inLessons ? 'backoffice.courses.lessonsTitle' : 'courseAdmin.modulesModal.title', {
        name: opened?.name ?? '',
      })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {course.isPending && opened && (
        <Stack gap="xs" role="status" aria-label={t('common.loading')}>
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      )}
      {course.isError && (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert title={t('courseAdmin.modulesModal.loadFailed')} message={errorText(t, course.error)} />
          <Button size="xs" variant="default" onClick={() => void course.refetch()}>
            {t('courseAdmin.list.retry')}
          </Button>
        </Stack>
      )}
      {course.isSuccess && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(inLessons ? 'backoffice.courses.lessonsSummary' : 'courseAdmin.modulesModal.summary', {
              count: modules.length,
              activities: modules.reduce((sum, module) => sum + activitiesOf(module).length, 0),
            })}
          </Text>
          {modules.length === 0 && (
            <Text>{t(inLessons ? 'backoffice.courses.lessonsEmpty' : 'courseAdmin.modulesModal.empty')}</Text>
          )}
          {modules.map((module) => (
            <ModuleCard key={module.number} module={module} />
          ))}
        </Stack>
      )}
    </Modal>
  );
};

const ModuleCard = ({ module }: { module: CourseModule }) => {
  const { t } = useTranslation();
  const lesson = module.lessons[0] ?? { classActivities: [], homeActivities: [] };
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="section"
      aria-label={t('courseAdmin.modulesModal.module', { number: module.number, name: module.name })}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {t('courseAdmin.modulesModal.module', { number: module.number, name: module.name })}
        </Title>
        <Badge variant="light" radius="sm">
          {t('courseAdmin.modulesModal.activityCount', { count: activitiesOf(module).length })}
        </Badge>
      </Group>
      <ActivityList
        title={t('courseAdmin.modulesModal.classActivities')}
        activities={lesson.classActivities}
      />
      <ActivityList title={t('courseAdmin.modulesModal.homeActivities')} activities={lesson.homeActivities} />
    </Paper>
  );
};

const ActivityList = ({ title, activities }: { title: string; activities: CourseActivity[] }) => {
  const { t } = useTranslation();
  if (activities.length === 0) return null;
  return (
    <Stack gap={2} mt="xs">
      <Text size="sm" fw={500}>
        {t('courseAdmin.modulesModal.listTitle', { title, count: activities.length })}
      </Text>
      <List size="sm" spacing={2}>
        {activities.map((activity) => (
          <List.Item key={activity.id}>{activity.name}</List.Item>
        ))}
      </List>
    </Stack>
  );
};
