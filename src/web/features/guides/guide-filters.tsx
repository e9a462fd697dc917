import { Button, Group, Select } from '@mantine/core';
import { DIFFICULTIES, type Difficulty, LOCALES } from '../../../domain/constants.ts';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { ALL_LANGUAGES, type GuidesParams } from './guide-query.ts';
import { isFiltered } from './guides-params.ts';
import { useCategoryText } from './use-category-text.ts';

interface GuideFiltersProps {
  params: GuidesParams;
  categories: readonly GuideCategory[];
  onChange: (next: Partial<GuidesParams>) => void;
  onClear: () => void;
}

interface LanguageFilterProps {
  value: GuidesParams['language'];
  onChange: (language: GuidesParams['language']) => void;
}

/**
 * The language guides are written in: the page's own unless another is chosen (kept as '', so the
 * address stays clean), or every language.
 */
export const LanguageFilter = ({ value, onChange }: LanguageFilterProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Select
      label={t('guides.page.language')}
      allowDeselect={false}
      value={value || lang}
      onChange={(next) => onChange(!next || next === lang ? '' : (next as GuidesParams['language']))}
      data={[
        ...LOCALES.map((l) => ({ value: l, label: t(`language.names.${l}`) })),
        { value: ALL_LANGUAGES, label: t('guides.page.allLanguages') },
      ]}
      w={{ base: '100%', sm: 180 }}
    />
  );
};

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
      <LanguageFilter value={params.language} onChange={(language) => onChange({ language })} />
      {isFiltered(params) && (
        <Button variant="subtle" onClick={onClear}>
          {t('guides.page.clear')}
        </Button>
      )}
    </Group>
  );
};
