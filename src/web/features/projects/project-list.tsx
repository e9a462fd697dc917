import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ProjectCard } from './project-card.tsx';
import type { ProjectAction } from './project-menu.ts';
import type { ProjectLayout } from './projects-params.ts';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 5 } as const;

interface ProjectListProps {
  projects: readonly ProjectSummary[];
  layout?: ProjectLayout;
  label: string;
  onAction: (action: ProjectAction, project: ProjectSummary) => void;
}

/** Projects as a grid of cards or a one-column list, announced as a list. */
export const ProjectList = ({ projects, layout = 'grid', label, onAction }: ProjectListProps) => {
  const items = projects.map((project) => (
    <li key={project.id} style={{ listStyle: 'none' }}>
      <ProjectCard project={project} layout={layout} onAction={onAction} />
    </li>
  ));
  return layout === 'grid' ? (
    <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="md" p={0} m={0} aria-label={label}>
      {items}
    </SimpleGrid>
  ) : (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
      {items}
    </Stack>
  );
};

/** Placeholders with the cards' shape while a list loads. */
export const ProjectSkeletons = ({ count, layout = 'grid' }: { count: number; layout?: ProjectLayout }) => {
  const { t } = useTranslation();
  const cards = Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
    <Skeleton key={index} h={layout === 'grid' ? 220 : 96} radius="lg" />
  ));
  return (
    <div role="status" aria-label={t('common.loading')}>
      {layout === 'grid' ? (
        <SimpleGrid cols={GRID_COLUMNS} spacing="md">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{cards}</Stack>
      )}
    </div>
  );
};

/** A list that could not load, with a way to ask again. */
export const ProjectListError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('projects.list.loadFailed')}
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {t('projects.list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};
