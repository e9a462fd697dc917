import { Alert, Anchor, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/constants.ts';
import type { Guide, GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { guideWorkspacePath } from '../guide-workspace/guide-workspace-paths.ts';
import classes from './guide-editor.module.css';
import { GuideFields } from './guide-fields.tsx';
import { StepsEditor } from './steps-editor.tsx';
import { useGuideEditor } from './use-guide-editor.ts';

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
  const { initial, categories, onCreated, onDone, onCancel, isDirtyRef } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const editor = useGuideEditor(initial, { onCreated, onDone });
  const { form, latest, isLocked, isBusy } = editor;
  isDirtyRef.current = () => form.isDirty();

  return (
    <form onSubmit={editor.submitWith(false)} noValidate>
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
              <Button size="xs" onClick={() => void editor.unpublish()} loading={editor.isUnpublishing}>
                {t('guideAdmin.editor.unpublishToEdit')}
              </Button>
            </Stack>
          </Alert>
        )}
        {editor.message && (
          <ErrorAlert
            title={editor.message.title}
            message={editor.message.message}
            onClose={editor.clearMessage}
          />
        )}
        <Fieldset variant="unstyled" p={0} m={0} disabled={isLocked || isBusy}>
          <Stack gap="lg">
            <GuideFields
              form={form}
              categories={categories}
              imageUrl={latest?.imageUrl ?? null}
              disabled={isLocked || isBusy}
            />
            <ProjectLink guide={latest} lang={lang} />
            <StepsEditor form={form} disabled={isLocked || isBusy} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm" className={classes.footer}>
          <Button variant="default" onClick={onCancel}>
            {t(isLocked ? 'common.close' : 'guideAdmin.editor.cancel')}
          </Button>
          {latest && !isLocked && (
            <Button variant="light" onClick={() => editor.submitWith(true)()} disabled={isBusy}>
              {t(form.isDirty() ? 'guideAdmin.editor.saveAndPublish' : 'guideAdmin.editor.publish')}
            </Button>
          )}
          {!isLocked && (
            <Button type="submit" loading={editor.isSaving} disabled={editor.isUnpublishing}>
              {t(latest ? 'guideAdmin.editor.save' : 'guideAdmin.editor.create')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConflictModal
        opened={editor.hasConflict}
        textKey="guideAdmin.conflict"
        onReload={editor.reload}
        onOverwrite={editor.overwrite}
      />
    </form>
  );
};

/** Template editing: the guide's circuit and code open in the workspace, saved to the guide. */
const ProjectLink = ({ guide, lang }: { guide: Guide | null; lang: Locale }) => {
  const { t } = useTranslation();
  if (!guide)
    return (
      <Text size="sm" c="dimmed">
        {t('guideAdmin.editor.projectAfterCreate')}
      </Text>
    );
  return (
    <Stack gap={6}>
      <WorkspaceLink
        to={guideWorkspacePath(lang, guide.id, { edit: true })}
        label={t('guideAdmin.editor.editProject')}
        hint={t('guideAdmin.editor.editProjectHint')}
      />
      <WorkspaceLink
        to={guideWorkspacePath(lang, guide.id, { edit: true, checks: true })}
        label={t('guideAdmin.editor.editChecks')}
        hint={t('guideAdmin.editor.editChecksHint')}
      />
    </Stack>
  );
};

/** A link that opens the guide in the workspace in a new tab, with a line that says what it does. */
const WorkspaceLink = ({ to, label, hint }: { to: string; label: string; hint: string }) => (
  <Stack gap={2}>
    <Anchor component={Link} to={to} target="_blank" rel="noopener" fw={500}>
      <Group gap={4} component="span" wrap="nowrap">
        {label}
        <IconExternalLink size={16} aria-hidden="true" />
      </Group>
    </Anchor>
    <Text size="xs" c="dimmed">
      {hint}
    </Text>
  </Stack>
);
