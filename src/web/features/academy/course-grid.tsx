import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseCard as Course } from '../../../domain/academy.ts';
import { CourseCard } from './course-card.tsx';
import classes from './course-grid.module.css';

/** Spec §2 Academy page: 12 columns a card on small screens, 4 on medium, 3 on large. */
const SPAN = { base: 12, sm: 4, lg: 3 } as const;
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
        <Grid role="status" aria-label={t('common.loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
            <Grid.Col key={index} span={SPAN}>
              <Skeleton h={240} radius="lg" />
            </Grid.Col>
          ))}
        </Grid>
      ) : courses.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Grid component="ul" className={classes.list} aria-labelledby={headingId}>
          {courses.map((course) => (
            <Grid.Col key={course.id} span={SPAN} component="li">
              <CourseCard course={course} />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </Stack>
  );
};
