import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { GuidePage } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { ProjectListError } from '../projects/project-list.tsx';
import { GuideCard } from './guide-card.tsx';
import classes from './guide-list.module.css';
import { GuideListFooter } from './guide-list-footer.tsx';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

interface GuideListProps {
  pages: UseInfiniteQueryResult<InfiniteData<GuidePage>>;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
}

/** Guides as cards with infinite scroll (spec §9: 20 a page): loading, empty, more and end states. */
export const GuideList = ({ pages, label, emptyText }: GuideListProps) => {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const guides = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const sentinelRef = useInfiniteScroll({
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    canLoad: pages.isSuccess && !pages.isFetchNextPageError,
    fetchNextPage: () => pages.fetchNextPage(),
    itemCount: guides.length,
  });

  if (pages.isPending) {
    return (
      <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
          <Skeleton key={index} h={230} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (pages.isError && guides.length === 0) {
    return <ProjectListError message={errorText(t, pages.error)} onRetry={() => void pages.refetch()} />;
  }
  if (guides.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <div ref={listRef}>
      <SimpleGrid cols={COLUMNS} spacing="md" component="ul" className={classes.list} aria-label={label}>
        {guides.map((guide) => (
          <li key={guide.id} className={classes.item}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </SimpleGrid>
      {pages.isFetchNextPageError && (
        <ProjectListError message={errorText(t, pages.error)} onRetry={() => void pages.fetchNextPage()} />
      )}
      <GuideListFooter
        listRef={listRef}
        sentinelRef={sentinelRef}
        more={{
          count: guides.length,
          hasNextPage: pages.hasNextPage,
          isFetchingNextPage: pages.isFetchingNextPage,
          fetchNextPage: pages.fetchNextPage,
        }}
      />
    </div>
  );
};
