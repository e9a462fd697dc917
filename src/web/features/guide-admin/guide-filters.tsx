import { Button, Group, Select } from '@mantine/core';
import { DIFFICULTIES, LOCALES } from '../../../domain/constants.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { renderCategoryOption } from '../../ui/category-icon.tsx';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { type GuideAdminFilters, hasFilters, NO_FILTERS } from './guide-admin-params.ts';

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

  const update = (change: Partial<GuideAdminFilters>) => onChange({ ...filters, ...change });
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
      <UrlSearchInput
        value={filters.search}
        onSearch={(search) => update({ search })}
        label={t('guideAdmin.filters.search')}
        placeholder={t('guideAdmin.filters.searchPlaceholder')}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        {...select(
          'category',
          categories.map((c) => ({ value: c.value, label: c.name })),
        )}
        renderOption={renderCategoryOption(categories)}
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
