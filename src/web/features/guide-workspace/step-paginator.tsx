import { Button, Group, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { GuidePage } from './guide-pages.ts';
import classes from './guide-sidebar.module.css';

interface StepPaginatorProps {
  pages: readonly GuidePage[];
  current: number;
  onGoTo: (page: number) => void;
}

const KEY_MOVES: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current) => current - 1,
  ArrowUp: (current) => current - 1,
  ArrowRight: (current) => current + 1,
  ArrowDown: (current) => current + 1,
  Home: () => 0,
  End: (_current, last) => last,
};

/**
 * Spec §2: the step paginator of numbered circles (the introduction first). Every circle is a
 * button; on them the arrow keys, Home and End move too, and focus follows.
 */
export const StepPaginator = ({ pages, current, onGoTo }: StepPaginatorProps) => {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);

  const labelOf = (page: GuidePage) =>
    page.kind === 'introduction'
      ? t('guideWorkspace.sidebar.introduction')
      : t('guideWorkspace.sidebar.stepLabel', { number: page.number, name: page.step.stepName });

  const handleKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = Math.min(Math.max(0, move(current, pages.length - 1)), pages.length - 1);
    onGoTo(target);
    listRef.current?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  };

  return (
    <nav aria-label={t('guideWorkspace.sidebar.steps')} className={classes.paginator} data-tour="guide-steps">
      <ol ref={listRef} className={classes.circles} onKeyDown={handleKeyDown}>
        {pages.map((page, index) => (
          <li key={page.kind === 'introduction' ? 'introduction' : page.number}>
            <UnstyledButton
              className={classes.circle}
              data-current={index === current || undefined}
              aria-current={index === current ? 'step' : undefined}
              aria-label={labelOf(page)}
              title={labelOf(page)}
              onClick={() => onGoTo(index)}
            >
              {page.kind === 'introduction' ? <IconBook2 size={16} aria-hidden="true" /> : page.number}
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </nav>
  );
};

/** Previous and next under the page. */
export const PageButtons = ({
  current,
  pageCount,
  onMove,
}: {
  current: number;
  pageCount: number;
  onMove: (by: 1 | -1) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" className={classes.pageButtons} wrap="nowrap">
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        disabled={current === 0}
        onClick={() => onMove(-1)}
      >
        {t('guideWorkspace.sidebar.previous')}
      </Button>
      <Button
        size="compact-md"
        rightSection={<IconChevronRight size={16} aria-hidden="true" />}
        disabled={current >= pageCount - 1}
        onClick={() => onMove(1)}
      >
        {t('guideWorkspace.sidebar.next')}
      </Button>
    </Group>
  );
};
