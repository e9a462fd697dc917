import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { DIFFICULTIES, type Difficulty } from '../../../domain/constants.ts';
import type { GuideStats as Stats } from '../../../domain/guide-admin.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useGuideStats } from './guide-admin-queries.ts';
import classes from './guide-stats.module.css';

/** Spec §7 count and stats, above the table: totals, then how guides spread over categories and levels. */
export const GuideStats = ({ categories }: { categories: readonly GuideCategory[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const stats = useGuideStats();
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} fw={600} mb="xs">
        {t('guideAdmin.stats.title')}
      </Text>
      {stats.isPending && <Skeleton h={88} radius="md" />}
      {stats.isError && (
        <ErrorAlert title={t('guideAdmin.stats.loadFailed')} message={errorText(t, stats.error)} />
      )}
      {stats.data && <StatsView stats={stats.data} categories={categories} />}
    </section>
  );
};

/** Beginner, intermediate, advanced: the levels in their own order, not the alphabet's. */
const byLevel = (a: { difficulty: Difficulty }, b: { difficulty: Difficulty }) =>
  DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty);

const StatsView = ({ stats, categories }: { stats: Stats; categories: readonly GuideCategory[] }) => {
  const { t } = useTranslation();
  const totals = [
    ['total', stats.total],
    ['published', stats.published],
    ['unpublished', stats.total - stats.published],
    ['active', stats.active],
  ] as const;
  const categoryLabel = (value: string) => {
    const category = categories.find((candidate) => candidate.value === value);
    return category ? (
      <Group component="span" gap={4} wrap="nowrap">
        <CategoryIconMark icon={category.icon} size={14} />
        {category.name}
      </Group>
    ) : (
      value
    );
  };
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" className={classes.totals}>
        {totals.map(([key, count]) => (
          <Paper key={key} withBorder radius="md" p="sm" className={classes.total}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`guideAdmin.stats.${key}`)}
            </Text>
            <Text component="dd" fz={28} fw={700} lh={1.2} data-stat={key}>
              {count}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Breakdown
        label={t('guideAdmin.stats.byCategory')}
        items={stats.byCategory.map(({ value, count }) => ({
          key: value,
          label: categoryLabel(value),
          count,
        }))}
      />
      <Breakdown
        label={t('guideAdmin.stats.byDifficulty')}
        items={[...stats.byDifficulty].sort(byLevel).map(({ difficulty, count }) => ({
          key: difficulty,
          label: t(`guides.difficulty.${difficulty}`),
          count,
        }))}
      />
    </Stack>
  );
};

interface BreakdownProps {
  label: string;
  items: readonly { key: string; label: ReactNode; count: number }[];
}

const Breakdown = ({ label, items }: BreakdownProps) => (
  <Group gap="xs" align="center">
    <Text size="sm" fw={500}>
      {label}
    </Text>
    <Group gap={6} component="ul" className={classes.breakdown}>
      {items.map((item) => (
        <li key={item.key}>
          <Badge variant="outline" color="gray.8" radius="sm" tt="none" fw={500}>
            {item.label}: {item.count}
          </Badge>
        </li>
      ))}
    </Group>
  </Group>
);
