import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, LOCALES } from '../../../domain/constants.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import { type GuideAdminFilters, hasFilters, NO_FILTERS } from './guide-admin-params.ts';

const SEARCH_DEBOUNCE_MS = 300;
/** Two selects a row on a phone, so the table is not pushed far down. */
const WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 };

interface GuideFiltersProps {
  filters: GuideAdminFilters;
  categories: readonly GuideCategory[];
  onChange: (filters: GuideAdminFilters) => void;
}

/** The table's filters; the page keeps them in the URL. */
export const GuideFilters = ({ filters, categories, onChange }: GuideFiltersProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filters.search);
  useEffect(() => setTyped(filters.search), [filters.search]);

  const update = (change: Partial<GuideAdminFilters>) => onChange({ ...filters, ...change });
  const commitSearch = useDebouncedCallback((search: string) => update({ search }), SEARCH_DEBOUNCE_MS);
  const select = (key: keyof GuideAdminFilters, data: { value: string; label: string }[]) => ({
    label: t(`guideAdmin.filters.${key}`),
    placeholder: t('guideAdmin.filters.all'),
    clearable: true,
    data,
    value: filters[key] || null,
    onChange: (value: string | null) => update({ [key]: value ?? '' }),
    w: WIDTH,
  });
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        label={t('guideAdmin.filters.search')}
        placeholder={t('guideAdmin.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        {...select(
          'category',
          categories.map((c) => ({ value: c.value, label: [c.emoji, c.name].filter(Boolean).join(' ') })),
        )}
      />
      <Select
        {...select(
          'difficulty',
          DIFFICULTIES.map((value) => ({ value, label: t(`guides.difficulty.${value}`) })),
        )}
      />
      <Select
        {...select(
          'language',
          LOCALES.map((value) => ({ value, label: t(`language.names.${value}`) })),
        )}
      />
      <Select
        {...select(
          'published',
          yesNo(t('guideAdmin.filters.publishedYes'), t('guideAdmin.filters.publishedNo')),
        )}
      />
      <Select
        {...select('active', yesNo(t('guideAdmin.filters.activeYes'), t('guideAdmin.filters.activeNo')))}
      />
      {hasFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t('guideAdmin.filters.clear')}
        </Button>
      )}
    </Group>
  );
};
