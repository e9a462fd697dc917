import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COURSE_LIMITS } from '../../../domain/academy.ts';
import { MODALITIES } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { InstitutionOption } from './course-admin-api.ts';
import type { CourseFormValues } from './course-form.ts';

interface CourseFieldsProps {
  form: UseFormReturnType<CourseFormValues>;
  institutions: readonly InstitutionOption[];
  mayHaveNoInstitution: boolean;
}

/** The select's value for "no institution" (an option's value cannot be empty). */
const NONE = '__none__';

/** The course's own fields (spec §3 Course, §5 course form). */
export const CourseFields = ({ form, institutions, mayHaveNoInstitution }: CourseFieldsProps) => {
  const { t } = useTranslation();
  const { institution, modality, name } = form.values;
  const options = [
    ...(mayHaveNoInstitution ? [{ value: NONE, label: t('courseAdmin.editor.noInstitution') }] : []),
    ...institutions.map((option) => ({ value: option.name, label: option.name })),
  ];
  // A course whose institution is not among the options (another admin's) still shows it.
  if (institution && !options.some((option) => option.value === institution))
    options.push({ value: institution, label: institution });

  return (
    <>
      <TextInput
        label={t('courseAdmin.editor.name')}
        description={t('courseAdmin.editor.nameCount', {
          count: name.trim().length,
          max: COURSE_LIMITS.nameMax,
        })}
        required
        maxLength={COURSE_LIMITS.nameMax}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('courseAdmin.editor.description')}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={COURSE_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('courseAdmin.editor.institution')}
          data={options}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('courseAdmin.editor.noInstitutionFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('institution')}
          value={institution || (mayHaveNoInstitution ? NONE : null)}
          onChange={(value) => form.setFieldValue('institution', !value || value === NONE ? '' : value)}
        />
        <Select
          label={t('courseAdmin.editor.modality')}
          description={institution ? undefined : t('courseAdmin.editor.modalityHint')}
          required={!institution}
          clearable
          data={MODALITIES.map((value) => ({ value, label: t(`courseAdmin.modality.${value}`) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('modality')}
          value={modality || null}
          onChange={(value) => form.setFieldValue('modality', (value ?? '') as CourseFormValues['modality'])}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch
          label={t('courseAdmin.editor.isRemote')}
          description={t('courseAdmin.editor.isRemoteHint')}
          {...form.getInputProps('isRemote', { type: 'checkbox' })}
        />
        <Switch
          label={t('courseAdmin.editor.block')}
          description={t('courseAdmin.editor.blockHint')}
          {...form.getInputProps('block', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </>
  );
};
