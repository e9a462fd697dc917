import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PagedTableState } from '../../ui/paged-table-state.tsx';
import { type GuideAdminFilters, hasFilters } from './guide-admin-params.ts';
import { useAdminCategories, useAdminGuidePages } from './guide-admin-queries.ts';
import { type EditorSession, GuideEditor } from './guide-editor.tsx';
import { GuideFilters } from './guide-filters.tsx';
import { GuideStats } from './guide-stats.tsx';
import { GuideTable } from './guide-table.tsx';
import { useGuideActions } from './use-guide-actions.tsx';

interface GuidesPanelProps {
  filters: GuideAdminFilters;
  onFilters: (filters: GuideAdminFilters) => void;
}

/** Stats, filters and the table of every guide, a page at a time, with the editor in a drawer. */
export const GuidesPanel = ({ filters, onFilters }: GuidesPanelProps) => {
  const { t } = useTranslation();
  const pages = useAdminGuidePages(filters);
  const categories = useAdminCategories();
  const actions = useGuideActions();
  const [editing, setEditing] = useState<EditorSession | null>(null);
  const sessions = useRef(0);

  const open = (id: string | null) => {
    sessions.current += 1;
    setEditing({ id, session: sessions.current });
  };

  const guides = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="lg">
      <GuideStats categories={categories.data ?? []} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <GuideFilters filters={filters} categories={categories.data ?? []} onChange={onFilters} />
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open(null)}>
          {t('guideAdmin.list.new')}
        </Button>
      </Group>
      <PagedTableState
        query={pages}
        rowCount={guides.length}
        rowHeight={44}
        texts={{
          loadFailed: t('guideAdmin.list.loadFailed'),
          retry: t('guideAdmin.list.retry'),
          empty: t(hasFilters(filters) ? 'guideAdmin.list.noResults' : 'guideAdmin.list.empty'),
        }}
      >
        <GuideTable
          guides={guides}
          busyId={actions.busyId}
          onEdit={(guide) => open(guide.id)}
          onPublish={(guide, isPublished) => void actions.setPublished(guide, isPublished)}
          onDuplicate={(guide) => void actions.duplicate(guide)}
          onDelete={actions.confirmDelete}
        />
      </PagedTableState>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('guideAdmin.list.loadMore')}
      />
      <GuideEditor editing={editing} onChange={setEditing} />
    </Stack>
  );
};
