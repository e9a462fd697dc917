import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  INSTITUTION_LIMITS,
  type InstitutionDetail,
  institutionNameSchema,
} from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { createInstitution, renameInstitution } from './institution-admin-api.ts';
import { refreshInstitutions } from './institution-admin-queries.ts';

/** One opening of the modal: the institution renamed (null while creating one) and a number of its own. */
export interface InstitutionNameSession {
  institution: { id: string; name: string } | null;
  session: number;
}

interface InstitutionNameModalProps {
  editing: InstitutionNameSession | null;
  onClose: () => void;
  onCreated?: (institution: InstitutionDetail) => void;
}

/** Create or rename an institution (spec §2): its one field is the name, 3 to 70 characters (§9). */
export const InstitutionNameModal = ({ editing, onClose, onCreated }: InstitutionNameModalProps) => {
  const { t } = useTranslation();
  const isNew = editing?.institution === null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(isNew ? 'institutionAdmin.editor.createTitle' : 'institutionAdmin.editor.editTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing && (
        <NameForm
          key={editing.session}
          institution={editing.institution}
          onDone={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
};

interface NameFormProps {
  institution: { id: string; name: string } | null;
  onDone: () => void;
  onCreated?: (institution: InstitutionDetail) => void;
}

/** Why a typed name cannot be sent, as a translated message; null when it can. */
const useNameProblem = () => {
  const { t } = useTranslation();
  return (name: string): string | null => {
    const trimmed = name.trim();
    if (!trimmed) return t('validation.required');
    if (!institutionNameSchema.safeParse(trimmed).success)
      return trimmed.length < INSTITUTION_LIMITS.nameMin
        ? t('validation.min', { count: INSTITUTION_LIMITS.nameMin })
        : t('validation.max', { count: INSTITUTION_LIMITS.nameMax });
    return null;
  };
};

const NameForm = ({ institution, onDone, onCreated }: NameFormProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const problemOf = useNameProblem();
  const [name, setName] = useState(institution?.name ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = problemOf(name);
    setFieldError(problem);
    if (problem) return;
    setFailure(null);
    setIsSaving(true);
    try {
      const saved = institution
        ? await renameInstitution(institution.id, name.trim())
        : await createInstitution(name.trim());
      alerts.success(
        t(institution ? 'institutionAdmin.editor.saved' : 'institutionAdmin.editor.created', {
          name: saved.name,
        }),
      );
      refreshInstitutions(queryClient);
      onDone();
      if (!institution) onCreated?.(saved);
    } catch (error) {
      if (isApiError(error) && error.code === 'INSTITUTION_NAME_TAKEN') setFieldError(errorText(t, error));
      else setFailure(errorText(t, error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        {failure && (
          <ErrorAlert
            title={t('institutionAdmin.editor.failed')}
            message={failure}
            onClose={() => setFailure(null)}
          />
        )}
        <TextInput
          label={t('institutionAdmin.editor.name')}
          description={t('institutionAdmin.editor.nameHint', {
            min: INSTITUTION_LIMITS.nameMin,
            max: INSTITUTION_LIMITS.nameMax,
          })}
          required
          maxLength={INSTITUTION_LIMITS.nameMax}
          autoComplete="off"
          data-autofocus
          disabled={isSaving}
          value={name}
          error={fieldError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone}>
            {t('institutionAdmin.editor.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t(institution ? 'institutionAdmin.editor.save' : 'institutionAdmin.editor.create')}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  );
};
