import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconExternalLink, IconRoute } from '@tabler/icons-react';
import { CARD_SIZES, cardImage } from '../../../domain/card-images.ts';
import type { GuideSummary } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CircuitPicture } from '../../ui/circuit-picture.tsx';
import { fetchGuide } from './guide-api.ts';
import classes from './guide-card.module.css';
import { useCategoryText } from './use-category-text.ts';

export const guidePath = (lang: string, id: string) => `/${lang}/practical-guide/${encodeURIComponent(id)}`;

const GuideIcon = () => (
  <span className={classes.placeholder}>
    <IconRoute size={40} stroke={1.5} />
  </span>
);

/**
 * The guide's uploaded image, else its circuit's picture, else its circuit drawn here (fetched only
 * when the card shows). Guide pictures are sent by the guide editor's saves and the seed.
 */
const GuideMedia = ({ guide, sizes, eager }: { guide: GuideSummary; sizes: string; eager: boolean }) =>
  guide.imageUrl ? (
    <img className={classes.image} {...cardImage(guide.imageUrl, sizes)} alt="" loading="lazy" />
  ) : (
    <CircuitPicture
      url={guide.thumbnailUrl}
      sizes={sizes}
      subject={{
        kind: 'guide',
        id: guide.id,
        updatedAt: guide.updatedAt,
        loadCircuit: () => fetchGuide(guide.id).then((full) => ({ diagram: full.project.diagram })),
      }}
      fallback={<GuideIcon />}
      eager={eager}
    />
  );

interface GuideCardProps {
  guide: GuideSummary;
  /** How wide the card shows in its grid (`CARD_SIZES`), for the browser to pick its picture's copy. */
  sizes?: string;
  /** Its circuit's stored picture shows with the page's first paint (the page's HTML names it). */
  eager?: boolean;
}

/** A practical guide; it opens in a new tab (spec §2 home), so the page the user was on stays. */
export const GuideCard = ({ guide, sizes = CARD_SIZES.guide, eager = false }: GuideCardProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const categoryText = useCategoryText();
  const category = categoryText({ value: guide.category, name: guide.categoryName, description: '' });
  return (
    <a className={classes.card} href={guidePath(lang, guide.id)} target="_blank" rel="noopener">
      <div className={classes.media}>
        <GuideMedia guide={guide} sizes={sizes} eager={eager} />
        <IconExternalLink className={classes.external} size={16} aria-hidden="true" />
      </div>
      <Text fw={600} size="sm" lineClamp={2} className={classes.name}>
        {guide.name}
        <VisuallyHidden> {t('guides.card.newTab')}</VisuallyHidden>
      </Text>
      <Group gap={6} wrap="wrap">
        <span className={classes.difficulty} data-difficulty={guide.difficulty}>
          {t(`guides.difficulty.${guide.difficulty}`)}
        </span>
        <Badge size="sm" variant="light" color="gray" className={classes.chip}>
          {category.name}
        </Badge>
        {guide.language !== lang && (
          <Badge
            size="sm"
            variant="outline"
            color="gray.8"
            className={classes.chip}
            data-language={guide.language}
            title={t(`guides.card.writtenIn.${guide.language}`)}
          >
            <span aria-hidden="true">{t(`language.codes.${guide.language}`)}</span>
            <VisuallyHidden>{t(`guides.card.writtenIn.${guide.language}`)}</VisuallyHidden>
          </Badge>
        )}
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClock size={14} aria-hidden="true" />
          <Text size="xs">{t('guides.card.minutes', { count: guide.estimatedTime })}</Text>
        </Group>
      </Group>
    </a>
  );
};
