import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CourseCard as Course } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CourseCard } from './course-card.tsx';
import classes from './course-grid.module.css';

/**
 * Spec §2 Academy page: a card spans 12 of 12 columns on small screens, 4 on medium, 3 on large,
 * i.e. 1, 3 and 4 cards a row (a simple grid, so the list is a real `<ul>` of `<li>`).
 */
const COLUMNS = { base: 1, sm: 3, lg: 4 } as const;
const PLACEHOLDERS = 4;

interface CourseGridProps {
  title: string;
  emptyText: string;
  /** Undefined while loading. */
  courses: Course[] | undefined;
}

/** One of the academy's two grids (free, premium), with its loading and empty states. */
export const CourseGrid = ({ title, emptyText, courses }: CourseGridProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} fz={{ base: 20, sm: 24 }} id={headingId}>
        {title}
      </Title>
      {courses === undefined ? (
        <SimpleGrid cols={COLUMNS} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
            <Skeleton key={index} h={240} radius="lg" />
          ))}
        </SimpleGrid>
      ) : courses.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <SimpleGrid cols={COLUMNS} component="ul" className={classes.list} aria-labelledby={headingId}>
          {courses.map((course) => (
            <li key={course.id} className={classes.item}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
