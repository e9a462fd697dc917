import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Guide } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import {
  createGuide,
  setGuidePublication,
  updateGuide,
  uploadGuideImage,
  uploadStepImage,
} from './guide-admin-api.ts';
import { refreshGuides } from './guide-admin-queries.ts';
import { changedFields, type GuideFormValues, toFormValues, toGuideFields } from './guide-form.ts';

export interface EditorMessage {
  title: string;
  message: string;
}

/** An image upload failed; the server's reason when it gave one of the spec's image messages. */
class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super('image upload failed', { cause });
  }
}

const uploading = async <T>(upload: () => Promise<T>): Promise<T> => {
  try {
    return await upload();
  } catch (error) {
    // A published guide refuses its image too; that is not an upload problem.
    if (isApiError(error) && error.code === 'GUIDE_PUBLISHED') throw error;
    throw new ImageUploadError(error);
  }
};

const isImageProblem = (error: unknown) => isApiError(error) && error.code.startsWith('IMAGE_');

interface GuideSubmitOptions {
  /**
   * The server holds what the form says (after each write: create, changes, image, publication),
   * so a retry after a later failure sends only what is still missing.
   */
  onSaved: (guide: Guide, change: { isCreated: boolean }) => void;
  /** A step image was uploaded: the form keeps its URL, so a retry does not upload it again. */
  onStepImage: (rowId: string, url: string) => void;
  /** The server has a guide the editor did not expect (published, or gone): show it. */
  onStale: () => void;
  onDone: (guide: Guide) => void;
}

/** Where a save starts: the guide the form was loaded from (null to create one) and the version to send. */
export interface SaveStart {
  base: Guide | null;
  version: number;
}

/**
 * Saves the guide form: create (POST) when new, upload chosen step images, send what the form
 * changed since `base` with `version` (PATCH), upload the guide image, and publish when asked. A
 * version conflict is left for the user to decide; any other failure keeps the form as typed.
 */
export const useGuideSubmit = ({ onSaved, onStepImage, onStale, onDone }: GuideSubmitOptions) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  const [isPending, setIsPending] = useState(false);

  const uploadStepImages = async (id: string, values: GuideFormValues): Promise<GuideFormValues> => {
    const steps = [];
    for (const step of values.steps) {
      if (!step.file) {
        steps.push(step);
        continue;
      }
      const file = step.file;
      const url = await uploading(() => uploadStepImage(id, file));
      onStepImage(step.rowId, url);
      steps.push({ ...step, image: url, file: null });
    }
    return { ...values, steps };
  };

  const create = async (values: GuideFormValues) => {
    const withoutPending = values.steps.map((step) => (step.file ? { ...step, image: null } : step));
    const created = await createGuide(toGuideFields({ ...values, steps: withoutPending }));
    refreshGuides(queryClient);
    onSaved(created, { isCreated: true });
    return created;
  };

  const save = async (values: GuideFormValues, start: SaveStart, publish: boolean) => {
    const base = start.base ?? (await create(values));
    let guide = base;
    const uploaded = await uploadStepImages(base.id, values);
    const changes = changedFields(toGuideFields(toFormValues(base)), toGuideFields(uploaded));
    if (Object.keys(changes).length > 0) {
      const version = start.base ? start.version : base.version;
      guide = await updateGuide(base.id, { version, ...changes });
      onSaved(guide, { isCreated: false });
    }
    const { imageFile } = values;
    if (imageFile) {
      guide = await uploading(() => uploadGuideImage(base.id, imageFile));
      onSaved(guide, { isCreated: false });
    }
    if (publish) guide = await setGuidePublication(base.id, true);
    return guide;
  };

  const explain = (error: unknown) => {
    if (error instanceof ImageUploadError) {
      setMessage({
        title: t('guideAdmin.editor.imageTitle'),
        message: isImageProblem(error.cause)
          ? errorText(t, error.cause)
          : t('guideAdmin.editor.uploadFailed'),
      });
    } else if (isApiError(error) && error.code === 'GUIDE_VERSION_CONFLICT') {
      setHasConflict(true);
    } else {
      if (isApiError(error) && (error.code === 'GUIDE_PUBLISHED' || error.code === 'GUIDE_NOT_FOUND'))
        onStale();
      setMessage({ title: t('guideAdmin.editor.failedTitle'), message: errorText(t, error) });
    }
  };

  const submit = async (values: GuideFormValues, start: SaveStart, publish = false) => {
    setMessage(null);
    setHasConflict(false);
    setIsPending(true);
    try {
      const saved = await save(values, start, publish);
      refreshGuides(queryClient);
      const key = publish
        ? 'guideAdmin.actions.published'
        : start.base
          ? 'guideAdmin.editor.saved'
          : 'guideAdmin.editor.created';
      alerts.success(t(key, { name: saved.name }));
      onDone(saved);
    } catch (error) {
      refreshGuides(queryClient);
      explain(error);
    } finally {
      setIsPending(false);
    }
  };

  return {
    submit,
    message,
    showMessage: setMessage,
    hasConflict,
    clearConflict: () => setHasConflict(false),
    isPending,
  };
};
