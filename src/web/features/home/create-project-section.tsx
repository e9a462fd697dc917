import { Anchor, Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CARD_SIZES } from '../../../domain/card-images.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { GuideCard } from '../guides/guide-card.tsx';
import { useRecommendedGuides } from '../guides/guide-queries.ts';
import { NewProjectTile } from './new-project-tile.tsx';

/** Kept with CARD_SIZES.homeGuide, which tells the browser how wide each card shows. */
const COLUMNS = { base: 2, sm: 3, md: 5 };

/**
 * Spec §2 home 'Create Project': the plus tile and the most recent published guides, with
 * 'See all' to recommended-projects. A guide list that fails to load just leaves the tile.
 */
export const CreateProjectSection = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const guides = useRecommendedGuides();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId} fz={22}>
          {t('home.createProject.title')}
        </Title>
        <Anchor component={Link} to={`/${lang}/recommended-projects`} fw={600}>
          {t('home.createProject.seeAll')}
        </Anchor>
      </Group>
      <SimpleGrid cols={COLUMNS} spacing="md">
        <NewProjectTile onClick={onCreate} />
        {guides.isPending &&
          Array.from({ length: LIMITS.homeRecommendedGuides }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
            <Skeleton key={index} radius="lg" mih={180} aria-hidden="true" />
          ))}
        {guides.data?.items.map((guide) => (
          // The server names these pictures in home's HTML (home-pictures.ts): they show at once.
          <GuideCard key={guide.id} guide={guide} sizes={CARD_SIZES.homeGuide} eager />
        ))}
      </SimpleGrid>
    </section>
  );
};
