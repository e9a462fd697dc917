import { Select, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n.ts';
import type { BackofficeInstitution } from './use-backoffice-institution.ts';

/** Spec §2 Backoffice: which institution the page shows; a select when the user may open several. */
export const InstitutionSwitcher = ({ scope }: { scope: BackofficeInstitution }) => {
  const { t } = useTranslation();
  const { available, institution } = scope;
  if (!institution || !available) return null;
  if (available.length < 2) {
    return (
      <Text size="sm" data-tour="backoffice-switcher">
        {t('backoffice.switcher.label')}: <strong>{institution.name}</strong>
      </Text>
    );
  }
  return (
    <Select
      data-tour="backoffice-switcher"
      label={t('backoffice.switcher.label')}
      description={t('backoffice.switcher.hint')}
      data={available.map((option) => ({ value: option.id, label: option.name }))}
      value={institution.id}
      onChange={(id) => id && id !== institution.id && scope.select(id)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 320 }}
    />
  );
};
