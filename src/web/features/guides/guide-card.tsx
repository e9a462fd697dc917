import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconExternalLink, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GuideSummary } from '../../../domain/guides.ts';
import { useLang } from '../../lib/use-lang.ts';
import classes from './guide-card.module.css';

export const guidePath = (lang: string, id: string) => `/${lang}/practical-guide/${encodeURIComponent(id)}`;

/** The darkest shades: Mantine's default light badge text is below 4.5:1 at this size (WCAG AA). */
const DIFFICULTY_COLORS = { beginner: 'teal.9', intermediate: 'orange.9', advanced: 'red.9' } as const;

/** A practical guide; it opens in a new tab (spec §2 home), so the page the user was on stays. */
export const GuideCard = ({ guide }: { guide: GuideSummary }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a className={classes.card} href={guidePath(lang, guide.id)} target="_blank" rel="noopener">
      <div className={classes.media}>
        {guide.imageUrl ? (
          <img className={classes.image} src={guide.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder} aria-hidden="true">
            <IconRoute size={40} stroke={1.5} />
          </span>
        )}
        <IconExternalLink className={classes.external} size={16} aria-hidden="true" />
      </div>
      <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
        {guide.name}
        <VisuallyHidden> {t('guides.card.newTab')}</VisuallyHidden>
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={DIFFICULTY_COLORS[guide.difficulty]}>
          {t(`guides.difficulty.${guide.difficulty}`)}
        </Badge>
        <Badge size="sm" variant="light" color="gray">
          {guide.categoryName}
        </Badge>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClock size={14} aria-hidden="true" />
          <Text size="xs">{t('guides.card.minutes', { count: guide.estimatedTime })}</Text>
        </Group>
      </Group>
    </a>
  );
};
