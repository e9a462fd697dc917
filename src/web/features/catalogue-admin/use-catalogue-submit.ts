import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import type { ModalMessage } from '../projects/use-project-submit.ts';
import { createCatalogueItem, updateCatalogueItem, uploadCatalogueImage } from './catalogue-api.ts';
import { type CatalogueFormValues, toCatalogueBody } from './catalogue-form.ts';
import { CATALOGUE_KEY } from './catalogue-queries.ts';

/**
 * Saves the catalogue item form: POST (new) or PATCH (existing), then PUT the image if one was
 * chosen. A failure keeps the form as typed; after a create whose image failed, submitting again
 * updates the item just created instead of adding a second one.
 */
export const useCatalogueSubmit = (item: CatalogueItem | null, onDone: () => void) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const createdId = useRef<string | null>(null);
  const [message, setMessage] = useState<ModalMessage | null>(null);
  const [isPending, setIsPending] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });

  const submit = async (values: CatalogueFormValues) => {
    const body = toCatalogueBody(values);
    const id = item?.id ?? createdId.current;
    let isUploading = false;
    setMessage(null);
    setIsPending(true);
    try {
      const saved = id ? await updateCatalogueItem(id, body) : await createCatalogueItem(body);
      createdId.current = item ? null : saved.id;
      refresh();
      isUploading = true;
      if (values.file) await uploadCatalogueImage(saved.id, values.file);
      if (values.file) refresh();
      const done = item ? 'catalogueAdmin.modal.updated' : 'catalogueAdmin.modal.created';
      notifications.show({
        closeButtonProps: { 'aria-label': t('common.close') },
        color: 'green',
        message: t(done, { name: body.names[lang] }),
      });
      onDone();
    } catch (error) {
      setMessage(
        isUploading
          ? { title: t('catalogueAdmin.modal.imageTitle'), message: t('catalogueAdmin.modal.uploadFailed') }
          : { title: t('catalogueAdmin.modal.failedTitle'), message: errorText(t, error) },
      );
    } finally {
      setIsPending(false);
    }
  };

  /** A fresh start when the modal opens again. */
  const reset = () => {
    createdId.current = null;
    setMessage(null);
  };

  return { submit, message, clearMessage: () => setMessage(null), reset, isPending };
};
