import { Group, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CourseView as Course } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { academyPath } from './academy-paths.ts';
import { CourseBanner } from './course-banner.tsx';
import { BlockedBadge, CourseBlockedNotice } from './course-blocked.tsx';
import { moduleIndexOf } from './course-view-rules.ts';
import { LessonPanel } from './lesson-panel.tsx';
import { LockModal } from './lock-modal.tsx';
import { ModuleCarousel } from './module-carousel.tsx';

const Modules = ({ course, activityId }: { course: Course; activityId?: string }) => {
  const [selected, setSelected] = useState(() => moduleIndexOf(course, activityId));
  const ids = useId();
  const panelId = `${ids}-lesson`;
  const tabIdOf = (index: number) => `${ids}-module-${index}`;
  const module = course.modules[Math.min(selected, course.modules.length - 1)];
  return (
    <Stack gap="lg">
      <div data-tour="course-modules">
        <ModuleCarousel
          modules={course.modules}
          selected={selected}
          onSelect={setSelected}
          panelId={panelId}
          tabIdOf={tabIdOf}
        />
      </div>
      {module && <LessonPanel module={module} id={panelId} tabId={tabIdOf(selected)} />}
    </Stack>
  );
};

/**
 * Spec §2 Course view: the banner with a back button, the modules carousel and the selected
 * module's lesson. A locked course (spec §4 block) shows its badge, and to those who may not open
 * it a notice instead of its modules; a premium course without access shows the lock modal.
 */
export const CourseView = ({ course, activityId }: { course: Course; activityId?: string }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const tour = useTour('student');
  return (
    <Stack gap="xl" maw={1400}>
      <PageTitle title={course.name} />
      <CourseBanner
        course={course}
        canEdit={false}
        back={{ to: academyPath(lang), label: t('academy.course.back') }}
      />
      {course.block && (
        <Group>
          <BlockedBadge />
        </Group>
      )}
      {course.hasAccess ? (
        <>
          <Modules course={course} activityId={activityId} />
          <GuidedTour variant="student" open={tour.isOpen} onClose={tour.close} />
        </>
      ) : course.block ? (
        <CourseBlockedNotice />
      ) : (
        <LockModal
          courseName={course.name}
          contactEmail={course.contactEmail}
          onClose={() => void navigate(academyPath(lang))}
        />
      )}
    </Stack>
  );
};
