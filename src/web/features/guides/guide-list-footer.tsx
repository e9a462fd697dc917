import { Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './guide-list.module.css';

interface MoreState {
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * After more guides arrive: tells a screen reader how many (politely), and if the user was on the
 * "show more" button, takes the focus to the first new guide, so it never falls back to the page
 * (the button goes away with the last page).
 */
const useArrivals = (
  count: number,
  listRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) => {
  const { t } = useTranslation();
  const previous = useRef(count);
  const wasOnButton = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // focusin, not blur: a focused button that is removed fires no blur in every browser.
    const track = (event: FocusEvent) => {
      wasOnButton.current = event.target === buttonRef.current;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [buttonRef]);

  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (count <= before || before === 0) return;
    setAnnouncement(t('guides.page.loadedMore', { count: count - before, total: count }));
    const active = document.activeElement;
    const isFocusLost = active === null || active === document.body || active === buttonRef.current;
    if (wasOnButton.current && isFocusLost) {
      listRef.current?.querySelectorAll<HTMLAnchorElement>('li > a')[before]?.focus();
    }
  }, [count, t, listRef, buttonRef]);
  return announcement;
};

/**
 * Under the list: the sentinel that scrolling brings into sight, a "show more" button for those
 * who do not scroll (visible once focused), and one polite status: loading, how many arrived, or
 * the end of the list.
 */
export const GuideListFooter = ({
  more,
  listRef,
  sentinelRef,
}: {
  more: MoreState;
  listRef: RefObject<HTMLElement | null>;
  sentinelRef: RefObject<HTMLDivElement | null>;
}) => {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const announcement = useArrivals(more.count, listRef, buttonRef);
  return (
    <div className={classes.footer}>
      <div ref={sentinelRef} className={classes.sentinel} />
      {more.hasNextPage && (
        <Button
          ref={buttonRef}
          variant="default"
          className={classes.showMore}
          // Kept enabled while loading: a disabled button would drop the keyboard's focus.
          onClick={() => {
            if (!more.isFetchingNextPage) void more.fetchNextPage();
          }}
        >
          {t('guides.page.showMore')}
        </Button>
      )}
      <div role="status">
        {more.isFetchingNextPage && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('guides.page.loadingMore')}</Text>
          </Group>
        )}
        {!more.hasNextPage && (
          <Text size="sm" c="dimmed">
            {t('guides.page.end', { count: more.count })}
          </Text>
        )}
        {more.hasNextPage && !more.isFetchingNextPage && <VisuallyHidden>{announcement}</VisuallyHidden>}
      </div>
    </div>
  );
};
