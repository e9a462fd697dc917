import { Button, Group, Select } from '@mantine/core';
import { MODALITIES } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import type { InstitutionOption } from './course-admin-api.ts';
import { type CourseAdminFilters, hasCourseFilters, NO_COURSE_FILTERS } from './course-admin-params.ts';

/** Two selects a row on a phone, so the table is not pushed far down. */
const WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 };

interface CourseFiltersProps {
  filters: CourseAdminFilters;
  institutions: readonly InstitutionOption[];
  /** False on a page of one institution (the Backoffice), where it is no filter. */
  withInstitution?: boolean;
  onChange: (filters: CourseAdminFilters) => void;
}

/** The table's filters; the page keeps them in the URL. */
export const CourseFilters = ({
  filters,
  institutions,
  withInstitution = true,
  onChange,
}: CourseFiltersProps) => {
  const { t } = useTranslation();
  const update = (change: Partial<CourseAdminFilters>) => onChange({ ...filters, ...change });
  const select = (
    key: Exclude<keyof CourseAdminFilters, 'search'>,
    data: { value: string; label: string }[],
  ) => ({
    label: t(`courseAdmin.filters.${key}`),
    placeholder: t('courseAdmin.filters.all'),
    clearable: true,
    data,
    value: filters[key] || null,
    onChange: (value: string | null) => update({ [key]: value ?? '' }),
    w: WIDTH,
  });
  // The URL may name an institution that is not among the options (yet): it still shows.
  const names = institutions.map((institution) => institution.name);
  if (filters.institution && !names.includes(filters.institution)) names.push(filters.institution);

  return (
    <Group gap="sm" align="flex-end">
      <UrlSearchInput
        value={filters.search}
        onSearch={(search) => update({ search })}
        label={t('courseAdmin.filters.search')}
        placeholder={t('courseAdmin.filters.searchPlaceholder')}
        w={{ base: '100%', xs: 240 }}
      />
      {withInstitution && (
        <Select
          {...select(
            'institution',
            names.map((name) => ({ value: name, label: name })),
          )}
          searchable
        />
      )}
      <Select
        {...select(
          'modality',
          MODALITIES.map((value) => ({ value, label: t(`courseAdmin.modality.${value}`) })),
        )}
      />
      <Select
        {...select('status', [
          { value: 'published', label: t('courseAdmin.status.published') },
          { value: 'draft', label: t('courseAdmin.status.draft') },
        ])}
      />
      {hasCourseFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange(NO_COURSE_FILTERS)}>
          {t('courseAdmin.filters.clear')}
        </Button>
      )}
    </Group>
  );
};
