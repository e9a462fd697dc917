import { Button, Center, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { ProjectModal } from './lazy-dialogs.ts';
import { ProjectList, ProjectListError, ProjectSkeletons } from './project-list.tsx';
import { useProjectPages } from './project-queries.ts';
import { type ProjectLayout, parseProjectsParams, toProjectsSearch } from './projects-params.ts';
import { useProjectActions } from './use-project-actions.tsx';

/** Spec §2 projects: all my projects as a grid or a list, with search and load more. */
export const ProjectsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseProjectsParams(searchParams);
  const [isCreating, setIsCreating] = useState(false);
  const pages = useProjectPages(params.search);
  const { handleAction, dialogs } = useProjectActions();

  const update = (next: Partial<typeof params>) =>
    setSearchParams(toProjectsSearch({ ...params, ...next }), { replace: true });

  const projects = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('projects.page.title')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('projects.page.title')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setIsCreating(true)}>
          {t('projects.page.create')}
        </Button>
      </Group>
      <Group justify="space-between" gap="sm">
        <UrlSearchInput
          value={params.search}
          onSearch={(search) => update({ search })}
          aria-label={t('projects.page.search')}
          placeholder={t('projects.page.search')}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          value={params.layout}
          onChange={(value) => update({ layout: value as ProjectLayout })}
          aria-label={t('projects.page.layout')}
          data={[
            {
              value: 'grid',
              label: <LayoutLabel icon={<IconLayoutGrid size={18} />} text={t('projects.page.grid')} />,
            },
            {
              value: 'list',
              label: <LayoutLabel icon={<IconList size={18} />} text={t('projects.page.list')} />,
            },
          ]}
        />
      </Group>
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending && <ProjectSkeletons count={10} layout={params.layout} />}
        {pages.isError && (
          <ProjectListError message={errorText(t, pages.error)} onRetry={() => void pages.refetch()} />
        )}
        {pages.isSuccess && projects.length === 0 && (
          <Text c="dimmed">
            {params.search
              ? t('projects.page.noResults', { search: params.search })
              : t('projects.list.empty')}
          </Text>
        )}
        {projects.length > 0 && (
          <ProjectList
            projects={projects}
            layout={params.layout}
            label={t('projects.page.title')}
            onAction={handleAction}
          />
        )}
      </div>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('projects.page.loadMore')}
      />
      <ProjectModal mode="create" project={null} opened={isCreating} onClose={() => setIsCreating(false)} />
      {dialogs}
    </Stack>
  );
};

const LayoutLabel = ({ icon, text }: { icon: ReactNode; text: string }) => (
  <Center style={{ gap: 6 }}>
    <span aria-hidden="true" style={{ display: 'flex' }}>
      {icon}
    </span>
    <VisuallyHidden>{text}</VisuallyHidden>
  </Center>
);
