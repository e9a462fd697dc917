import {
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DIFFICULTIES, LOCALES } from '../../../domain/constants.ts';
import { GUIDE_LIMITS, type GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { renderCategoryOption } from '../../ui/category-icon.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import type { GuideFormValues } from './guide-form.ts';
import { useGuideImageRules } from './use-guide-image-rules.ts';

interface GuideFieldsProps {
  form: UseFormReturnType<GuideFormValues>;
  categories: readonly GuideCategory[];
  /** The stored guide image, if any. */
  imageUrl: string | null;
  disabled: boolean;
}

/** The guide's own fields (spec §3 Practical guide) and its introduction. */
export const GuideFields = ({ form, categories, imageUrl, disabled }: GuideFieldsProps) => {
  const { t } = useTranslation();
  const imageRules = useGuideImageRules();
  const markdown = t('guideAdmin.editor.markdownHint');
  const categoryOptions = categories.map((category) => ({
    value: category.value,
    label: category.name,
  }));
  // A guide whose category is not in the list (yet) still shows it.
  const current = form.values.category;
  if (current && !categoryOptions.some((option) => option.value === current))
    categoryOptions.push({ value: current, label: current });

  return (
    <Stack gap="sm">
      <TextInput
        label={t('guideAdmin.editor.name')}
        required
        maxLength={GUIDE_LIMITS.nameMax}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('guideAdmin.editor.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={GUIDE_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('guideAdmin.editor.category')}
          required
          allowDeselect={false}
          data={categoryOptions}
          renderOption={renderCategoryOption(categories)}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <Select
          label={t('guideAdmin.editor.difficulty')}
          allowDeselect={false}
          data={DIFFICULTIES.map((value) => ({ value, label: t(`guides.difficulty.${value}`) }))}
          {...form.getInputProps('difficulty')}
        />
        <NumberInput
          label={t('guideAdmin.editor.estimatedTime')}
          min={1}
          max={GUIDE_LIMITS.estimatedTimeMax}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('estimatedTime')}
        />
        <Select
          label={t('guideAdmin.editor.language')}
          allowDeselect={false}
          data={LOCALES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Switch
        label={t('guideAdmin.editor.isActive')}
        description={t('guideAdmin.editor.isActiveHint')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <TagsInput
        label={t('guideAdmin.editor.tags')}
        description={t('guideAdmin.editor.tagsHint')}
        maxTags={GUIDE_LIMITS.tagsMax}
        splitChars={[',']}
        clearable
        {...form.getInputProps('tags')}
      />
      <ImageField
        {...imageRules}
        label={t('guideAdmin.editor.image')}
        chooseLabel={t('guideAdmin.editor.chooseImage')}
        previewAlt={t('guideAdmin.editor.imageAlt')}
        file={form.values.imageFile}
        url={imageUrl}
        disabled={disabled}
        onChoose={(file) => form.setFieldValue('imageFile', file)}
      />
      <Title order={3} size="h4" mt="sm">
        {t('guideAdmin.editor.introductionSection')}
      </Title>
      <TextInput
        label={t('guideAdmin.editor.titleIntroduction')}
        maxLength={GUIDE_LIMITS.nameMax}
        autoComplete="off"
        {...form.getInputProps('titleIntroduction')}
      />
      <Textarea
        label={t('guideAdmin.editor.introduction')}
        description={t('guideAdmin.editor.introductionHint')}
        autosize
        minRows={3}
        maxRows={12}
        {...form.getInputProps('introduction')}
      />
      <Textarea
        label={t('guideAdmin.editor.initialProjectDescription')}
        description={markdown}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('initialProjectDescription')}
      />
    </Stack>
  );
};
