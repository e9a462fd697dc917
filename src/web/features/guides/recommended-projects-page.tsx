import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { CategoryLinks } from './category-links.tsx';
import { GuideFilters } from './guide-filters.tsx';
import { GuideList } from './guide-list.tsx';
import { useGuideCategories, useGuidePages } from './guide-queries.ts';
import type { GuidesParams } from './guide-query.ts';
import { isFiltered, parseGuidesParams, toGuidesSearch } from './guides-params.ts';

/**
 * Spec §2 recommended-projects: published guides with search, category, difficulty and language
 * filters kept in the URL, 20 at a time as the page scrolls, and a way to each category's page.
 */
export const RecommendedProjectsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseGuidesParams(searchParams);
  const pages = useGuidePages(params);
  const categories = useGuideCategories();
  const update = (next: Partial<GuidesParams>) =>
    setSearchParams(toGuidesSearch({ ...params, ...next }), { replace: true });
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('guides.page.title')} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('guides.page.title')}
        </Title>
        <Text c="dimmed">{t('guides.page.intro')}</Text>
      </Stack>
      <CategoryLinks categories={categories.data ?? []} />
      <GuideFilters
        params={params}
        categories={categories.data ?? []}
        onChange={update}
        onClear={() => setSearchParams(new URLSearchParams(), { replace: true })}
      />
      <GuideList
        pages={pages}
        label={t('guides.page.title')}
        emptyText={isFiltered(params) ? t('guides.page.noResults') : t('guides.page.empty')}
      />
    </Stack>
  );
};
