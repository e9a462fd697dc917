import { Button, Fieldset, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { CATALOGUE_LIMITS, type CatalogueItem } from '../../../domain/catalogue.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { ImagePicker } from '../projects/image-picker.tsx';
import type { ImageProblem } from '../projects/project-image.ts';
import { AttrsFields } from './attrs-fields.tsx';
import {
  type CatalogueFormValues,
  checkCatalogueForm,
  SORT_ORDER_RANGE,
  toFormValues,
} from './catalogue-form.ts';
import { useCatalogueSubmit } from './use-catalogue-submit.ts';

interface CatalogueItemModalProps {
  /** The item to edit; null to add one. */
  item: CatalogueItem | null;
  opened: boolean;
  onClose: () => void;
}

/** Issue 3: one modal adds or edits a catalogue item (names per language, type, attributes, order, image). */
export const CatalogueItemModal = ({ item, opened, onClose }: CatalogueItemModalProps) => {
  const { t } = useTranslation();
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const { submit, message, clearMessage, reset, isPending } = useCatalogueSubmit(item, onClose);
  const form = useForm<CatalogueFormValues>({ initialValues: toFormValues(item) });
  const mode = item ? 'edit' : 'create';

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopening starts from the item as it is now.
  useEffect(() => {
    if (!opened) return;
    form.setValues(toFormValues(item));
    form.clearErrors();
    setImageProblem(null);
    reset();
  }, [opened, item?.id]);

  const handleSubmit = form.onSubmit((values) => {
    const problems = Object.entries(checkCatalogueForm(values));
    if (problems.length > 0) {
      form.setErrors(
        Object.fromEntries(problems.map(([field, { key, vars }]) => [field, t(key as never, vars)])),
      );
      return;
    }
    void submit(values);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`catalogueAdmin.modal.title.${mode}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {message && <ErrorAlert title={message.title} message={message.message} onClose={clearMessage} />}
          <Fieldset legend={t('catalogueAdmin.modal.names')} variant="unstyled" p={0} m={0}>
            <Stack gap="xs">
              {LOCALES.map((lang, index) => (
                <TextInput
                  key={lang}
                  label={t(`catalogueAdmin.modal.name.${lang}`)}
                  lang={lang}
                  required
                  maxLength={CATALOGUE_LIMITS.nameMax}
                  autoComplete="off"
                  data-autofocus={index === 0 || undefined}
                  disabled={isPending}
                  {...form.getInputProps(`names.${lang}`)}
                />
              ))}
            </Stack>
          </Fieldset>
          <TextInput
            label={t('catalogueAdmin.modal.wokwiType')}
            description={t('catalogueAdmin.modal.wokwiTypeHint')}
            required
            maxLength={CATALOGUE_LIMITS.wokwiTypeMax}
            autoComplete="off"
            spellCheck={false}
            disabled={isPending}
            {...form.getInputProps('wokwiType')}
          />
          <AttrsFields form={form} disabled={isPending} />
          <NumberInput
            label={t('catalogueAdmin.modal.sortOrder')}
            description={t('catalogueAdmin.modal.sortOrderHint')}
            allowDecimal={false}
            min={SORT_ORDER_RANGE.min}
            max={SORT_ORDER_RANGE.max}
            disabled={isPending}
            {...form.getInputProps('sortOrder')}
          />
          <ImagePicker
            label={t('catalogueAdmin.modal.image')}
            file={form.values.file}
            currentUrl={item?.imageUrl}
            onChange={(file) => form.setFieldValue('file', file)}
            onProblem={setImageProblem}
            disabled={isPending}
          />
          {imageProblem && (
            <ErrorAlert
              title={t('catalogueAdmin.modal.imageTitle')}
              message={t(`projects.modal.${imageProblem}`)}
              onClose={() => setImageProblem(null)}
            />
          )}
          <ModalFooter>
            <Button variant="default" onClick={onClose}>
              {t('catalogueAdmin.modal.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t(`catalogueAdmin.modal.submit.${mode}`)}
            </Button>
          </ModalFooter>
        </Stack>
      </form>
    </Modal>
  );
};
