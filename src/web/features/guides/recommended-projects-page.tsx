import {
  Button,
  Center,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DIFFICULTIES, type Difficulty } from '../../../domain/constants.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { errorText } from '../projects/error-text.ts';
import { ProjectListError } from '../projects/project-list.tsx';
import { GuideCard } from './guide-card.tsx';
import { useGuideCategories, useGuidePages } from './guide-queries.ts';
import { type GuidesParams, parseGuidesParams, toGuidesSearch } from './guides-params.ts';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

/** Spec §2 recommended-projects: published guides with search, category and difficulty filters. */
export const RecommendedProjectsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseGuidesParams(searchParams);
  const [typed, setTyped] = useState(params.search);
  const pages = useGuidePages(params);
  const categories = useGuideCategories();

  useEffect(() => setTyped(params.search), [params.search]);

  const update = (next: Partial<GuidesParams>) =>
    setSearchParams(toGuidesSearch({ ...params, ...next }), { replace: true });
  const commitSearch = useDebouncedCallback((search: string) => update({ search }), SEARCH_DEBOUNCE_MS);

  const guides = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(params.search || params.category || params.difficulty);
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('guides.page.title')} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('guides.page.title')}
        </Title>
        <Text c="dimmed">{t('guides.page.intro')}</Text>
      </Stack>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
          label={t('guides.page.search')}
          placeholder={t('guides.page.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label={t('guides.page.category')}
          placeholder={t('guides.page.all')}
          clearable
          value={params.category || null}
          onChange={(value) => update({ category: value ?? '' })}
          data={(categories.data ?? []).map((c) => ({
            value: c.value,
            label: c.name,
          }))}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('guides.page.difficulty')}
          placeholder={t('guides.page.all')}
          clearable
          value={params.difficulty || null}
          onChange={(value) => update({ difficulty: (value ?? '') as Difficulty | '' })}
          data={DIFFICULTIES.map((d) => ({ value: d, label: t(`guides.difficulty.${d}`) }))}
          w={{ base: '100%', sm: 200 }}
        />
        {isFiltered && (
          <Button variant="subtle" onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
            {t('guides.page.clear')}
          </Button>
        )}
      </Group>
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending && (
          <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
              <Skeleton key={index} h={230} radius="lg" />
            ))}
          </SimpleGrid>
        )}
        {pages.isError && (
          <ProjectListError message={errorText(t, pages.error)} onRetry={() => void pages.refetch()} />
        )}
        {pages.isSuccess && guides.length === 0 && (
          <Text c="dimmed">{isFiltered ? t('guides.page.noResults') : t('guides.page.empty')}</Text>
        )}
        {guides.length > 0 && (
          <SimpleGrid
            cols={COLUMNS}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            aria-label={t('guides.page.title')}
          >
            {guides.map((guide) => (
              <li key={guide.id} style={{ listStyle: 'none' }}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </div>
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('guides.page.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
};
