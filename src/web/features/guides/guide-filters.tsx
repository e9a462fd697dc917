import { Button, Group, Select } from '@mantine/core';
import { DIFFICULTIES, type Difficulty, LOCALES, type Locale } from '../../../domain/constants.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { type GuidesParams, isFiltered } from './guides-params.ts';
import { useCategoryText } from './use-category-text.ts';

interface GuideFiltersProps {
  params: GuidesParams;
  categories: readonly GuideCategory[];
  onChange: (next: Partial<GuidesParams>) => void;
  onClear: () => void;
}

/** Search, category, difficulty and language; the page keeps them in the URL. */
export const GuideFilters = ({ params, categories, onChange, onClear }: GuideFiltersProps) => {
  const { t } = useTranslation();
  const categoryText = useCategoryText();
  return (
    <Group gap="sm" align="flex-end">
      <UrlSearchInput
        value={params.search}
        onSearch={(search) => onChange({ search })}
        label={t('guides.page.search')}
        placeholder={t('guides.page.searchPlaceholder')}
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label={t('guides.page.category')}
        placeholder={t('guides.page.all')}
        clearable
        value={params.category || null}
        onChange={(value) => onChange({ category: value ?? '' })}
        data={categories.map((c) => ({ value: c.value, label: categoryText(c).name }))}
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t('guides.page.difficulty')}
        placeholder={t('guides.page.all')}
        clearable
        value={params.difficulty || null}
        onChange={(value) => onChange({ difficulty: (value ?? '') as Difficulty | '' })}
        data={DIFFICULTIES.map((d) => ({ value: d, label: t(`guides.difficulty.${d}`) }))}
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('guides.page.language')}
        placeholder={t('guides.page.all')}
        clearable
        value={params.language || null}
        onChange={(value) => onChange({ language: (value ?? '') as Locale | '' })}
        data={LOCALES.map((l) => ({ value: l, label: t(`language.names.${l}`) }))}
        w={{ base: '100%', sm: 160 }}
      />
      {isFiltered(params) && (
        <Button variant="subtle" onClick={onClear}>
          {t('guides.page.clear')}
        </Button>
      )}
    </Group>
  );
};
