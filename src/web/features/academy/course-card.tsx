import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLock, IconStack2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CourseCard as Course } from '../../../domain/academy.ts';
import { CARD_SIZES } from '../../../domain/card-images.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CourseCover } from '../../ui/course-cover.tsx';
import { coursePath } from './academy-paths.ts';
import { BlockedBadge } from './course-blocked.tsx';
import classes from './course-card.module.css';

/** A course in the academy grids: its cover, name and description; a click opens the course view. */
export const CourseCard = ({ course }: { course: Course }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const isPremium = course.modality === 'premium';
  // A locked course (spec §4 block) says so with its own badge: no provider to ask for access.
  const isLocked = isPremium && !course.hasAccess && !course.block;
  return (
    <Link className={classes.card} to={coursePath(lang, course.id)} data-course={course.id}>
      <div className={classes.media}>
        <CourseCover
          imageUrl={course.imageUrl}
          className={classes.cover}
          sizes={CARD_SIZES.course}
          withSign
        />
        {isPremium && (
          <Badge
            className={classes.premium}
            color="#5b2a86"
            variant="filled"
            leftSection={
              isPremium && !course.hasAccess ? <IconLock size={12} aria-hidden="true" /> : undefined
            }
          >
            {t('academy.card.premium')}
          </Badge>
        )}
        {course.block && <BlockedBadge className={classes.blocked} />}
      </div>
      <Text fw={700} size="md" lineClamp={2} className={classes.name}>
        {course.name}
      </Text>
      {course.description && (
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.description}>
          {course.description}
        </Text>
      )}
      <Group gap={6} c="dimmed" wrap="nowrap" className={classes.meta}>
        <IconStack2 size={14} aria-hidden="true" />
        <Text size="xs">{t('academy.card.modules', { count: course.moduleCount })}</Text>
      </Group>
      {isLocked && <VisuallyHidden>{t('academy.card.locked')}</VisuallyHidden>}
    </Link>
  );
};
