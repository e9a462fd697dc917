import { Button, Group, Loader, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuidePage } from '../../../domain/guides.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { errorText } from '../projects/error-text.ts';
import { ProjectListError } from '../projects/project-list.tsx';
import { GuideCard } from './guide-card.tsx';
import classes from './guide-list.module.css';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

interface GuideListProps {
  pages: UseInfiniteQueryResult<InfiniteData<GuidePage>>;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
}

/** Tells a screen reader how many guides a scroll added, and focuses the first when asked by button. */
const useArrivals = (count: number, listRef: React.RefObject<HTMLDivElement | null>) => {
  const { t } = useTranslation();
  const previous = useRef(count);
  const focusFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (count <= before || before === 0) return;
    setAnnouncement(t('guides.page.loadedMore', { count: count - before, total: count }));
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li > a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [count, t, listRef]);
  return { announcement, focusNextArrival: () => (focusFrom.current = count) };
};

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
  const { announcement, focusNextArrival } = useArrivals(guides.length, listRef);

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
      <div className={classes.footer}>
        <div ref={sentinelRef} className={classes.sentinel} />
        {pages.isFetchNextPageError && (
          <ProjectListError message={errorText(t, pages.error)} onRetry={() => void pages.fetchNextPage()} />
        )}
        {pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError && (
          <Button
            variant="default"
            className={classes.showMore}
            onClick={() => {
              focusNextArrival();
              void pages.fetchNextPage();
            }}
          >
            {t('guides.page.showMore')}
          </Button>
        )}
        <div role="status">
          {pages.isFetchingNextPage && (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{t('guides.page.loadingMore')}</Text>
            </Group>
          )}
          {!pages.hasNextPage && (
            <Text size="sm" c="dimmed" data-list-end="">
              {t('guides.page.end', { count: guides.length })}
            </Text>
          )}
          {!pages.isFetchingNextPage && pages.hasNextPage && <VisuallyHidden>{announcement}</VisuallyHidden>}
        </div>
      </div>
    </div>
  );
};
