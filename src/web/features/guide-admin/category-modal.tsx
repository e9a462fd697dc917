import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GuideCategory } from '../../../domain/guides.ts';
import { GUIDE_LIMITS } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import {
  type CategoryFormValues,
  checkCategoryForm,
  isEmptyUpdate,
  toCategoryValues,
  toCreateCategoryBody,
  toUpdateCategoryBody,
} from './category-form.ts';
import { CategoryIconPicker } from './category-icon-picker.tsx';
import { createCategory, updateCategory } from './guide-admin-api.ts';
import { refreshGuides } from './guide-admin-queries.ts';
import type { EditorMessage } from './use-guide-submit.ts';

interface CategoryModalProps {
  /** The category to edit; null to create one. */
  category: GuideCategory | null;
  opened: boolean;
  onClose: () => void;
}

/** Create or edit a guide category: value, full name, short name, icon and description. */
export const CategoryModal = ({ category, opened, onClose }: CategoryModalProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [isPending, setIsPending] = useState(false);
  const form = useForm<CategoryFormValues>({ initialValues: toCategoryValues(category) });
  const mode = category ? 'edit' : 'create';

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopening starts from the category as it is now.
  useEffect(() => {
    if (!opened) return;
    form.setValues(toCategoryValues(category));
    form.clearErrors();
    setMessage(null);
  }, [opened, category?.value]);

  const save = async (values: CategoryFormValues) => {
    if (!category) return createCategory(toCreateCategoryBody(values));
    const body = toUpdateCategoryBody(category, values);
    return isEmptyUpdate(body) ? category : updateCategory(category.value, body);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const problems = Object.entries(checkCategoryForm(values));
    if (problems.length > 0) {
      form.setErrors(
        Object.fromEntries(problems.map(([field, { key, vars }]) => [field, t(key as never, vars)])),
      );
      setMessage({ title: t('errors.CATEGORY_DATA_INVALID'), message: t('guideAdmin.editor.invalidText') });
      return;
    }
    setMessage(null);
    setIsPending(true);
    try {
      const saved = await save(values);
      refreshGuides(queryClient);
      const done = category ? 'guideAdmin.categories.modal.saved' : 'guideAdmin.categories.modal.created';
      alerts.success(t(done, { name: saved.name || saved.text }));
      onClose();
    } catch (error) {
      setMessage({ title: t('guideAdmin.categories.modal.failedTitle'), message: errorText(t, error) });
    } finally {
      setIsPending(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`guideAdmin.categories.modal.title.${mode}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {message && (
            <ErrorAlert title={message.title} message={message.message} onClose={() => setMessage(null)} />
          )}
          <TextInput
            label={t('guideAdmin.categories.modal.value')}
            description={t(
              category
                ? 'guideAdmin.categories.modal.valueEditHint'
                : 'guideAdmin.categories.modal.valueHint',
            )}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            disabled={isPending}
            {...form.getInputProps('value')}
          />
          <TextInput
            label={t('guideAdmin.categories.modal.text')}
            required
            maxLength={80}
            autoComplete="off"
            disabled={isPending}
            {...form.getInputProps('text')}
          />
          <TextInput
            label={t('guideAdmin.categories.modal.name')}
            description={t('guideAdmin.categories.modal.nameHint')}
            maxLength={80}
            autoComplete="off"
            disabled={isPending}
            {...form.getInputProps('name')}
          />
          <CategoryIconPicker
            value={form.values.icon}
            onChange={(icon) => form.setFieldValue('icon', icon)}
            disabled={isPending}
          />
          <Textarea
            label={t('guideAdmin.categories.modal.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={GUIDE_LIMITS.descriptionMax}
            disabled={isPending}
            {...form.getInputProps('description')}
          />
          <ModalFooter>
            <Button variant="default" onClick={onClose}>
              {t('guideAdmin.categories.modal.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t(`guideAdmin.categories.modal.submit.${mode}`)}
            </Button>
          </ModalFooter>
        </Stack>
      </form>
    </Modal>
  );
};
