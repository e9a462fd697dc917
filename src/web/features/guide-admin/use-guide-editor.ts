import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Guide } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { fetchGuide, setGuidePublication } from './guide-admin-api.ts';
import { refreshGuides } from './guide-admin-queries.ts';
import { checkGuideForm, type GuideFormValues, newGuideValues, toFormValues } from './guide-form.ts';
import { useGuideSubmit } from './use-guide-submit.ts';

interface GuideEditorOptions {
  onCreated: (guide: Guide) => void;
  onDone: () => void;
}

/**
 * The editor's state. `base` is the guide the form's values started from: a save sends only what
 * the form changed since then. `latest` is the server's guide as last seen (its version, its
 * publication, its image): a save carries its version, so someone else's save in between is a
 * conflict the user settles (take theirs, or put these changes over it).
 */
export const useGuideEditor = (initial: Guide | null, { onCreated, onDone }: GuideEditorOptions) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [base, setBase] = useState<Guide | null>(initial);
  const [latest, setLatest] = useState<Guide | null>(initial);
  const [isUnpublishing, setIsUnpublishing] = useState(false);
  const form = useForm<GuideFormValues>({
    initialValues: initial ? toFormValues(initial) : newGuideValues(lang),
  });

  const resetTo = (guide: Guide) => {
    const values = toFormValues(guide);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setBase(guide);
    setLatest(guide);
  };

  const fetchLatest = async (): Promise<Guide | null> => {
    if (!latest) return null;
    const fresh = await fetchGuide(latest.id);
    setLatest(fresh);
    return fresh;
  };

  const submitter = useGuideSubmit({
    onSaved: (guide, { isCreated }) => {
      setBase(guide);
      setLatest(guide);
      if (isCreated) onCreated(guide);
    },
    onStepImage: (rowId, url) => {
      const index = form.getValues().steps.findIndex((step) => step.rowId === rowId);
      if (index < 0) return;
      form.setFieldValue(`steps.${index}.image`, url);
      form.setFieldValue(`steps.${index}.file`, null);
    },
    onStale: () => void fetchLatest().catch(() => undefined),
    onDone,
  });

  const submitWith = (publish: boolean) =>
    form.onSubmit((values) => {
      const problems = Object.entries(checkGuideForm(values));
      if (problems.length > 0) {
        form.setErrors(
          Object.fromEntries(problems.map(([path, { key, vars }]) => [path, t(key as never, vars)])),
        );
        submitter.showMessage({
          title: t('errors.GUIDE_DATA_INVALID'),
          message: t('guideAdmin.editor.invalidText'),
        });
        return;
      }
      void submitter.submit(values, { base, version: latest?.version ?? 0 }, publish);
    });

  /** Spec §4: a published guide is edited after unpublishing it. */
  const unpublish = async () => {
    if (!latest) return;
    setIsUnpublishing(true);
    try {
      const guide = await setGuidePublication(latest.id, false);
      refreshGuides(queryClient);
      if (form.isDirty()) setLatest(guide);
      else resetTo(guide);
      alerts.success(t('guideAdmin.actions.unpublished', { name: guide.name }));
    } catch (error) {
      submitter.showMessage({
        title: t('guideAdmin.actions.publicationFailed', { name: latest.name }),
        message: errorText(t, error),
      });
    } finally {
      setIsUnpublishing(false);
    }
  };

  /** Conflict: take the saved guide, dropping the form's changes. */
  const reload = async () => {
    const fresh = await fetchLatest();
    if (fresh) resetTo(fresh);
    submitter.clearConflict();
  };

  /** Conflict: send the form's changes again over the saved guide (other fields stay theirs). */
  const overwrite = async () => {
    const fresh = await fetchLatest();
    submitter.clearConflict();
    if (fresh) await submitter.submit(form.getValues(), { base, version: fresh.version });
  };

  return {
    form,
    latest,
    isLocked: latest?.isPublished ?? false,
    isBusy: submitter.isPending || isUnpublishing,
    isSaving: submitter.isPending,
    isUnpublishing,
    message: submitter.message,
    clearMessage: () => submitter.showMessage(null),
    hasConflict: submitter.hasConflict,
    submitWith,
    unpublish,
    reload,
    overwrite,
  };
};
