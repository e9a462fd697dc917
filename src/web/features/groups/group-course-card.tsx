import { Group, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_SIZES } from '../../../domain/card-images.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CourseCover } from '../../ui/course-cover.tsx';
import classes from './group-course-card.module.css';
import type { MyCourse } from './my-courses.ts';

interface GroupCourseCardProps {
  course: MyCourse;
  /** Where the card goes straight to; without it, the card opens the popup of the course's groups. */
  to: string | null;
  onOpen: () => void;
}

/** A course on the Groups page: its cover, its name and how many of the person's groups it holds. */
export const GroupCourseCard = ({ course, to, onOpen }: GroupCourseCardProps) => {
  const { t } = useTranslation();
  const content: ReactNode = (
    <>
      <CourseCover imageUrl={course.imageUrl} className={classes.cover} sizes={CARD_SIZES.course} withSign />
      <Text fw={700} size="md" lineClamp={2} className={classes.name}>
        {course.name}
      </Text>
      <Group gap={6} c="dimmed" wrap="nowrap" className={classes.meta}>
        <IconUsersGroup size={14} aria-hidden="true" />
        <Text size="xs">{t('groups.page.groupCount', { count: course.groups.length })}</Text>
      </Group>
    </>
  );
  return to ? (
    <Link className={classes.card} to={to} data-course={course.id}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={classes.card}
      onClick={onOpen}
      aria-haspopup="dialog"
      data-course={course.id}
    >
      {content}
    </button>
  );
};
