import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import type { TourCommand } from './tour-sequence.ts';
import type { TourStep } from './tours.ts';

interface TourCardProps {
  step: TourStep;
  progress: { current: number; total: number; isFirst: boolean; isLast: boolean };
  onCommand: (command: TourCommand) => void;
  /** The ids the dialog around the card is labelled and described by. */
  ids: { title: string; body: string };
}

/** One step's text, where it is in the tour, and Skip / Back / Next (Finish on the last); ✕ ends it. */
export const TourCard = ({ step, progress, onCommand, ids }: TourCardProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <div aria-live="polite">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={4}>
          <Title order={2} fz="md" id={ids.title}>
            {t(step.titleKey)}
          </Title>
          <CloseButton size="sm" aria-label={t('tour.close')} onClick={() => onCommand('skip')} />
        </Group>
        <Text size="sm" id={ids.body}>
          {t(step.bodyKey)}
        </Text>
      </div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="gray.7" data-tour-progress="">
          {t('tour.progress', { current: progress.current, total: progress.total })}
        </Text>
        <Group gap={6} wrap="nowrap">
          {!progress.isLast && (
            <Button variant="subtle" size="xs" onClick={() => onCommand('skip')}>
              {t('tour.skip')}
            </Button>
          )}
          <Button variant="default" size="xs" disabled={progress.isFirst} onClick={() => onCommand('back')}>
            {t('tour.back')}
          </Button>
          <Button size="xs" data-autofocus onClick={() => onCommand('next')}>
            {t(progress.isLast ? 'tour.finish' : 'tour.next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
};
