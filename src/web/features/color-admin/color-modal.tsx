import { Button, ColorInput, Fieldset, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COLOR_LIMITS, type Color } from '../../../domain/colors.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { COLORS_KEY } from '../../lib/colors.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { createColor, updateColor } from './color-admin-api.ts';
import { type ColorFormValues, checkColorForm, toColorBody, toColorFormValues } from './color-form.ts';

interface ColorModalProps {
  /** The colour to edit; null to add one. */
  color: Color | null;
  opened: boolean;
  onClose: () => void;
}

/** One modal adds or edits a wire colour: the colour itself and its name in each language. */
export const ColorModal = ({ color, opened, onClose }: ColorModalProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const form = useForm<ColorFormValues>({ initialValues: toColorFormValues(color) });
  const mode = color ? 'edit' : 'create';
  const save = useMutation({
    mutationFn: (values: ColorFormValues) =>
      color ? updateColor(color.id, toColorBody(values)) : createColor(toColorBody(values)),
    onSuccess: (saved) => {
      notifications.show({
        closeButtonProps: { 'aria-label': t('common.close') },
        color: 'green',
        message: t(`colorAdmin.modal.${color ? 'updated' : 'created'}`, { name: saved.names[lang] }),
      });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COLORS_KEY }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopening starts from the colour as it is now.
  useEffect(() => {
    if (!opened) return;
    form.setValues(toColorFormValues(color));
    form.clearErrors();
    save.reset();
  }, [opened, color?.id]);

  const handleSubmit = form.onSubmit((values) => {
    const problems = Object.entries(checkColorForm(values));
    if (problems.length > 0) {
      form.setErrors(Object.fromEntries(problems.map(([field, p]) => [field, t(p.key as never, p.vars)])));
      return;
    }
    save.mutate(values);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`colorAdmin.modal.title.${mode}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {save.isError && (
            <ErrorAlert
              title={t('colorAdmin.modal.failedTitle')}
              message={errorText(t, save.error)}
              onClose={() => save.reset()}
            />
          )}
          <Fieldset legend={t('colorAdmin.modal.names')} variant="unstyled" p={0} m={0}>
            <Stack gap="xs">
              {LOCALES.map((locale) => (
                <TextInput
                  key={locale}
                  label={t(`colorAdmin.modal.name.${locale}`)}
                  lang={locale}
                  required
                  maxLength={COLOR_LIMITS.nameMax}
                  autoComplete="off"
                  data-autofocus={locale === 'es' || undefined}
                  disabled={save.isPending}
                  {...form.getInputProps(`names.${locale}`)}
                />
              ))}
            </Stack>
          </Fieldset>
          <ColorInput
            label={t('colorAdmin.modal.hex')}
            description={t('colorAdmin.modal.hexHint')}
            format="hex"
            required
            withEyeDropper={false}
            // Mantine puts the last valid colour back on blur, from an effect that runs after the
            // typed value renders: a value pasted and left at once was lost for the default. What
            // was typed stays; the form says when it is no colour (checkColorForm).
            fixOnBlur={false}
            disabled={save.isPending}
            {...form.getInputProps('hex')}
          />
          <ModalFooter>
            <Button variant="default" onClick={onClose}>
              {t('colorAdmin.modal.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(`colorAdmin.modal.submit.${mode}`)}
            </Button>
          </ModalFooter>
        </Stack>
      </form>
    </Modal>
  );
};
