import { Alert, Anchor, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Guide, GuideCategory } from '../../../domain/guides.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { errorText } from '../projects/error-text.ts';
import { useAlerts } from './alerts.ts';
import { fetchGuide, setGuidePublication } from './guide-admin-api.ts';
import { refreshGuides } from './guide-admin-queries.ts';
import { GuideConflictModal } from './guide-conflict-modal.tsx';
import classes from './guide-editor.module.css';
import { GuideFields } from './guide-fields.tsx';
import { checkGuideForm, type GuideFormValues, newGuideValues, toFormValues } from './guide-form.ts';
import { StepsEditor } from './steps-editor.tsx';
import { useGuideSubmit } from './use-guide-submit.ts';

/** Where template editing opens the guide's circuit and code (the guide workspace, `?edit=1`). */
export const templateEditPath = (lang: string, id: string) =>
  `/${lang}/practical-guide/${encodeURIComponent(id)}?edit=1`;

interface GuideEditorFormProps {
  /** The guide as opened; null to create one. */
  initial: Guide | null;
  categories: readonly GuideCategory[];
  onCreated: (guide: Guide) => void;
  onDone: () => void;
  onCancel: () => void;
  /** Lets the drawer ask before closing over unsaved changes. */
  isDirtyRef: RefObject<() => boolean>;
}

/**
 * The guide editor: every field, the steps, the image, and the save with its conflicts. A
 * published guide shows read-only (spec §4) with a way to unpublish it and edit.
 */
export const GuideEditorForm = (props: GuideEditorFormProps) => {
  const { initial, categories, onDone, onCancel, isDirtyRef } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [base, setBase] = useState<Guide | null>(initial);
  const [isUnpublishing, setIsUnpublishing] = useState(false);
  const form = useForm<GuideFormValues>({
    initialValues: initial ? toFormValues(initial) : newGuideValues(lang),
  });
  isDirtyRef.current = () => form.isDirty();

  const resetTo = (guide: Guide) => {
    const values = toFormValues(guide);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  };

  /** The guide as the server has it now; the form takes it too when `reset`. */
  const reloadBase = async (reset: boolean): Promise<Guide | null> => {
    if (!base) return null;
    const fresh = await fetchGuide(base.id);
    setBase(fresh);
    if (reset) resetTo(fresh);
    return fresh;
  };

  const submitter = useGuideSubmit({
    onCreated: (guide) => {
      setBase(guide);
      props.onCreated(guide);
    },
    onStepImage: (rowId, url) => {
      const index = form.getValues().steps.findIndex((step) => step.rowId === rowId);
      if (index < 0) return;
      form.setFieldValue(`steps.${index}.image`, url);
      form.setFieldValue(`steps.${index}.file`, null);
    },
    onStale: () => void reloadBase(false).catch(() => undefined),
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
      void submitter.submit(values, base, publish);
    });

  const handleUnpublish = async () => {
    if (!base) return;
    setIsUnpublishing(true);
    try {
      const guide = await setGuidePublication(base.id, false);
      refreshGuides(queryClient);
      setBase(guide);
      if (!form.isDirty()) resetTo(guide);
      alerts.success(t('guideAdmin.actions.unpublished', { name: guide.name }));
    } catch (error) {
      submitter.showMessage({
        title: t('guideAdmin.actions.publicationFailed', { name: base.name }),
        message: errorText(t, error),
      });
    } finally {
      setIsUnpublishing(false);
    }
  };

  const isLocked = base?.isPublished ?? false;
  const isBusy = submitter.isPending || isUnpublishing;
  return (
    <form onSubmit={submitWith(false)} noValidate>
      <Stack gap="md">
        {isLocked && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconLock aria-hidden="true" />}
            title={t('guideAdmin.editor.lockedTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('errors.GUIDE_PUBLISHED')}</Text>
              <Button size="xs" onClick={() => void handleUnpublish()} loading={isUnpublishing}>
                {t('guideAdmin.editor.unpublishToEdit')}
              </Button>
            </Stack>
          </Alert>
        )}
        {submitter.message && (
          <ErrorAlert
            title={submitter.message.title}
            message={submitter.message.message}
            onClose={() => submitter.showMessage(null)}
          />
        )}
        <Fieldset variant="unstyled" p={0} m={0} disabled={isLocked || isBusy}>
          <Stack gap="lg">
            <GuideFields
              form={form}
              categories={categories}
              imageUrl={base?.imageUrl ?? null}
              disabled={isLocked || isBusy}
            />
            <ProjectLink guide={base} lang={lang} />
            <StepsEditor form={form} disabled={isLocked || isBusy} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm" className={classes.footer}>
          <Button variant="default" onClick={onCancel}>
            {t(isLocked ? 'common.close' : 'guideAdmin.editor.cancel')}
          </Button>
          {base && !isLocked && (
            <Button variant="light" onClick={() => submitWith(true)()} disabled={isBusy}>
              {t(form.isDirty() ? 'guideAdmin.editor.saveAndPublish' : 'guideAdmin.editor.publish')}
            </Button>
          )}
          {!isLocked && (
            <Button type="submit" loading={submitter.isPending}>
              {t(base ? 'guideAdmin.editor.save' : 'guideAdmin.editor.create')}
            </Button>
          )}
        </Group>
      </Stack>
      <GuideConflictModal
        opened={submitter.hasConflict}
        onReload={async () => {
          await reloadBase(true);
          submitter.clearConflict();
        }}
        onOverwrite={async () => {
          const fresh = await reloadBase(false);
          submitter.clearConflict();
          await submitter.submit(form.getValues(), fresh, false);
        }}
      />
    </form>
  );
};

/** Template editing: the guide's circuit and code open in the workspace, saved to the guide. */
const ProjectLink = ({ guide, lang }: { guide: Guide | null; lang: string }) => {
  const { t } = useTranslation();
  if (!guide)
    return (
      <Text size="sm" c="dimmed">
        {t('guideAdmin.editor.projectAfterCreate')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={templateEditPath(lang, guide.id)} target="_blank" rel="noopener" fw={500}>
        <Group gap={4} component="span" wrap="nowrap">
          {t('guideAdmin.editor.editProject')}
          <IconExternalLink size={16} aria-hidden="true" />
        </Group>
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('guideAdmin.editor.editProjectHint')}
      </Text>
    </Stack>
  );
};
