import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { academyPath } from '../academy/academy-paths.ts';
import { useMe } from '../auth/session.ts';
import { CourseGroupsModal } from './course-groups-modal.tsx';
import classes from './group-course-card.module.css';
import { GroupCourseCard } from './group-course-card.tsx';
import { useMyGroups } from './groups-queries.ts';
import { InvitationsNotice } from './invitations-notice.tsx';
import { coursesOf, courseTarget, type MyCourse, type Viewer } from './my-courses.ts';

/** Spec §2 Academy page grid: 1, 3 and 4 cards a row. */
const COLUMNS = { base: 1, sm: 3, lg: 4 } as const;

/**
 * Spec §2 Groups page: the person's courses through their groups. 'My groups' for tutors, 'my
 * courses' otherwise; a course opens its groups' popup, or goes straight to a student's only group.
 */
export const GroupsPage = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const groups = useMyGroups();
  const [open, setOpen] = useState<MyCourse | null>(null);
  const isTutor = !!me?.roles.tutor;
  const title = t(isTutor ? 'groups.page.tutorTitle' : 'groups.page.studentTitle');
  const viewer: Viewer = {
    id: me?.user.id ?? '',
    name: me?.user.displayName || me?.user.name || '',
    isTutor,
  };
  return (
    <Stack gap="xl" maw={1400}>
      <PageTitle title={title} />
      <Stack gap={4} data-tour="groups-heading">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{t(isTutor ? 'groups.page.tutorIntro' : 'groups.page.studentIntro')}</Text>
      </Stack>
      <InvitationsNotice />
      {groups.isError && !groups.data ? (
        <LoadError message={errorText(t, groups.error)} onRetry={() => void groups.refetch()} />
      ) : !groups.data || !me ? (
        <SimpleGrid cols={COLUMNS} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
            <Skeleton key={index} h={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : groups.data.length === 0 ? (
        <EmptyState isTutor={isTutor} />
      ) : (
        <CourseCards courses={coursesOf(groups.data)} viewer={viewer} onOpen={setOpen} />
      )}
      <CourseGroupsModal course={open} viewer={viewer} onClose={() => setOpen(null)} />
    </Stack>
  );
};

interface CourseCardsProps {
  courses: MyCourse[];
  viewer: Viewer;
  onOpen: (course: MyCourse) => void;
}

const CourseCards = ({ courses, viewer, onOpen }: CourseCardsProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <SimpleGrid
        cols={COLUMNS}
        component="ul"
        className={classes.list}
        aria-label={t('groups.page.listLabel')}
      >
        {courses.map((course, index) => {
          const target = courseTarget(lang, viewer, course);
          return (
            <li key={course.id} data-tour={index === 0 ? 'groups-course' : undefined}>
              <GroupCourseCard
                course={course}
                to={target.kind === 'go' ? target.to : null}
                onOpen={() => onOpen(course)}
              />
            </li>
          );
        })}
      </SimpleGrid>
      {viewer.isTutor && <TutorTour />}
    </>
  );
};

/** The tutor's tour of the page, started by itself on a first visit with groups. */
const TutorTour = () => {
  const tour = useTour('tutor');
  return <GuidedTour variant="tutor" open={tour.isOpen} onClose={tour.close} />;
};

const EmptyState = ({ isTutor }: { isTutor: boolean }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="sm" align="flex-start">
      <IconUsersGroup size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text>{t(isTutor ? 'groups.page.tutorEmpty' : 'groups.page.studentEmpty')}</Text>
      <Button component={Link} to={academyPath(lang)} variant="default">
        {t('groups.page.toAcademy')}
      </Button>
    </Stack>
  );
};

const LoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('groups.page.loadFailed')}
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {t('groups.page.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};
