import { Button, Group, Select } from '@mantine/core';
import type { GroupOptions } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { type GroupAdminFilters, hasGroupFilters, NO_GROUP_FILTERS } from './group-admin-params.ts';

/** Two selects a row on a phone, so the table is not pushed far down. */
const WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 220 };

interface GroupFiltersProps {
  filters: GroupAdminFilters;
  options: GroupOptions | undefined;
  onChange: (filters: GroupAdminFilters) => void;
}

/** Spec §2 group management filters: name, mentor, course and a clear button; the page keeps them in the URL. */
export const GroupFilters = ({ filters, options, onChange }: GroupFiltersProps) => {
  const { t } = useTranslation();
  const update = (change: Partial<GroupAdminFilters>) => onChange({ ...filters, ...change });
  const select = (key: 'mentorId' | 'courseId', data: { value: string; label: string }[]) => {
    // The URL may name an option that is not (or not yet) listed: it still shows, as its id.
    const value = filters[key];
    const all =
      value && !data.some((option) => option.value === value) ? [...data, { value, label: value }] : data;
    return {
      label: t(`groups.admin.filters.${key}`),
      placeholder: t('groups.admin.filters.all'),
      clearable: true,
      searchable: true,
      data: all,
      value: value || null,
      onChange: (next: string | null) => update({ [key]: next ?? '' }),
      w: WIDTH,
    };
  };
  return (
    <Group gap="sm" align="flex-end">
      <UrlSearchInput
        value={filters.name}
        onSearch={(name) => update({ name })}
        label={t('groups.admin.filters.name')}
        placeholder={t('groups.admin.filters.namePlaceholder')}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        {...select(
          'mentorId',
          (options?.mentors ?? []).map((m) => ({ value: m.id, label: m.name })),
        )}
      />
      <Select
        {...select(
          'courseId',
          (options?.courses ?? []).map((c) => ({ value: c.id, label: c.name })),
        )}
      />
      {hasGroupFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange(NO_GROUP_FILTERS)}>
          {t('groups.admin.filters.clear')}
        </Button>
      )}
    </Group>
  );
};
