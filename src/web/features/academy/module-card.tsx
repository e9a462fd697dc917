import { Text, UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import type { ModuleSummary } from '../../../domain/academy.ts';
import { CARD_SIZES } from '../../../domain/card-images.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CourseCover } from '../../ui/course-cover.tsx';
import classes from './module-carousel.module.css';

interface ModuleCardProps {
  module: ModuleSummary;
  id: string;
  panelId: string;
  isSelected: boolean;
  /** Inside the carousel's window; the others are clipped out of sight. */
  isVisible: boolean;
  onSelect: () => void;
  ref: Ref<HTMLButtonElement>;
}

/** A module in the carousel: a tab whose panel is its lesson. Only the selected one is in the Tab order. */
export const ModuleCard = ({
  module,
  id,
  panelId,
  isSelected,
  isVisible,
  onSelect,
  ref,
}: ModuleCardProps) => {
  const { t } = useTranslation();
  const activityCount = module.classActivities.length + module.homeActivities.length;
  return (
    <UnstyledButton
      ref={ref}
      id={id}
      role="tab"
      aria-selected={isSelected}
      aria-controls={panelId}
      tabIndex={isSelected ? 0 : -1}
      className={classes.slide}
      data-selected={isSelected || undefined}
      data-visible={isVisible || undefined}
      data-module={module.number}
      onClick={onSelect}
    >
      <CourseCover
        imageUrl={module.imageUrl}
        className={classes.moduleCover}
        sizes={CARD_SIZES.module}
        withSign
      />
      <Text size="xs" fw={700} tt="uppercase" className={classes.number}>
        {t('academy.module.number', { number: module.number })}
      </Text>
      <Text fw={700} size="sm" lineClamp={2} className={classes.moduleName}>
        {module.name}
      </Text>
      {activityCount > 0 && (
        <Text size="xs" className={classes.moduleMeta}>
          {t('academy.module.activities', { count: activityCount })}
        </Text>
      )}
    </UnstyledButton>
  );
};
