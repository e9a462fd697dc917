import { Anchor, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import touch from '../../ui/touch-target.module.css';
import { ProjectListError } from '../projects/project-list.tsx';
import { LanguageFilter } from './guide-filters.tsx';
import { GuideList } from './guide-list.tsx';
import { useGuideCategories, useGuidePages } from './guide-queries.ts';
import { NO_GUIDE_FILTERS, parseGuidesParams, toGuidesSearch } from './guides-params.ts';
import { useCategoryText } from './use-category-text.ts';

const recommendedPath = (lang: string) => `/${lang}/recommended-projects`;

const BackLink = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Anchor component={Link} to={recommendedPath(lang)} fw={600} size="sm" className={touch.target}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('guides.category.back')}
      </Group>
    </Anchor>
  );
};

const CategoryNotFound = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" data-category-not-found="">
      <PageTitle title={t('guides.category.notFoundTitle')} />
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('guides.category.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('guides.category.notFoundText')}</Text>
      <BackLink />
    </Stack>
  );
};

/**
 * The category's own guides, 20 at a time as the page scrolls, in the page's language unless
 * another (kept in the address, as on recommended-projects) is chosen.
 */
const CategoryGuides = ({ category }: { category: GuideCategory }) => {
  const { t } = useTranslation();
  const text = useCategoryText()(category);
  const [searchParams, setSearchParams] = useSearchParams();
  const { language } = parseGuidesParams(searchParams);
  const pages = useGuidePages({ ...NO_GUIDE_FILTERS, category: category.value, language });
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={text.name} />
      <BackLink />
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="md" variant="light" aria-hidden="true">
          <CategoryIconMark icon={category.icon} size={36} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {text.name}
          </Title>
          {text.description && <Text c="dimmed">{text.description}</Text>}
          <Text size="sm" c="dimmed">
            {t('guides.category.guideCount', { count: category.guideCount })}
          </Text>
        </Stack>
      </Group>
      <LanguageFilter
        value={language}
        onChange={(next) =>
          setSearchParams(toGuidesSearch({ ...NO_GUIDE_FILTERS, language: next }), { replace: true })
        }
      />
      <GuideList pages={pages} label={text.name} emptyText={t('guides.category.empty')} />
    </Stack>
  );
};

/** Spec §2 practical-guides/{category}: one category's icon, name, description and guides. */
export const CategoryGuidesPage = () => {
  const { t } = useTranslation();
  const { category: value = '' } = useParams();
  const categories = useGuideCategories();
  if (categories.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton h={40} w={280} />
        <Skeleton h={20} w={420} />
      </Stack>
    );
  }
  if (categories.isError) {
    return (
      <ProjectListError message={errorText(t, categories.error)} onRetry={() => void categories.refetch()} />
    );
  }
  const category = categories.data.find((c) => c.value === value);
  return category ? <CategoryGuides key={category.value} category={category} /> : <CategoryNotFound />;
};
