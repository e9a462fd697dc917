import { ActionIcon, Text, useMatches, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ModuleSummary } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { canPage, clampStart, isSlideVisible, keyTarget, pageBy, startShowing } from './carousel-window.ts';
import { ModuleCard } from './module-card.tsx';
import classes from './module-carousel.module.css';

/** Spec §9: 4 modules visible; fewer where 4 would not fit. */
const VISIBLE = { base: 1, xs: 2, md: 3, lg: 4 };

interface ModuleCarouselProps {
  modules: ModuleSummary[];
  selected: number;
  onSelect: (index: number) => void;
  /** The id of the panel the selected module shows (its lesson). */
  panelId: string;
  tabIdOf: (index: number) => string;
}

/**
 * Spec §2 Course view: the modules as tabs in a carousel moving one at a time, with previous and
 * next arrows. On a tab the arrow keys, Home and End select the module beside it and the window
 * follows.
 */
export const ModuleCarousel = ({ modules, selected, onSelect, panelId, tabIdOf }: ModuleCarouselProps) => {
  const { t } = useTranslation();
  const trackId = useId();
  const visible = useMatches(VISIBLE, { getInitialValueInEffect: false });
  const count = modules.length;
  const [wantedStart, setStart] = useState(() => startShowing({ start: 0, visible, count }, selected));
  const view = { start: clampStart(wantedStart, { visible, count }), visible, count };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const go = (index: number) => {
    onSelect(index);
    setStart(startShowing(view, index));
    tabs.current[index]?.focus({ preventScroll: true });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTarget(event.key, selected, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
  };

  const last = Math.min(view.start + visible, count);
  const style = { '--visible': visible, '--start': view.start } as CSSProperties;
  return (
    <section
      className={classes.carousel}
      aria-roledescription={t('academy.carousel.role')}
      aria-label={t('academy.carousel.label')}
    >
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        className={classes.arrow}
        aria-label={t('academy.carousel.previous')}
        aria-controls={trackId}
        disabled={!canPage(view, -1)}
        onClick={() => setStart(pageBy(view, -1))}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <div className={classes.viewport}>
        <div
          id={trackId}
          role="tablist"
          aria-label={t('academy.carousel.label')}
          className={classes.track}
          style={style}
          onKeyDown={handleKeyDown}
        >
          {modules.map((module, index) => (
            <ModuleCard
              key={module.number}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              module={module}
              id={tabIdOf(index)}
              panelId={panelId}
              isSelected={index === selected}
              isVisible={isSlideVisible(view, index)}
              onSelect={() => go(index)}
            />
          ))}
        </div>
      </div>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        className={classes.arrow}
        aria-label={t('academy.carousel.next')}
        aria-controls={trackId}
        disabled={!canPage(view, 1)}
        onClick={() => setStart(pageBy(view, 1))}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
      <VisuallyHidden role="status">
        {count > visible && t('academy.carousel.showing', { first: view.start + 1, last, count })}
      </VisuallyHidden>
      {count === 0 && <Text c="dimmed">{t('academy.course.noModules')}</Text>}
    </section>
  );
};
