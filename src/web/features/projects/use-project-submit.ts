import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CodeView, DEFAULT_CODE_VIEW } from '../../../domain/blocks/json.ts';
import type { ProjectCategory } from '../../../domain/constants.ts';
import type { ProjectStarter } from '../../../domain/project-starter.ts';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { type TFunction, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { createProject, renameProject, uploadProjectImage } from './project-api.ts';
import { boardPath } from './project-paths.ts';
import { projectKeys, updateCachedSummaries } from './project-queries.ts';
import { STORAGE_USE_KEY } from './storage-use-line.tsx';

export type ProjectModalMode = 'create' | 'rename' | 'image';

export interface ProjectFormValues {
  name: string;
  category: ProjectCategory | null;
  file: File | null;
  /** Create only: the server builds the starter's circuit and code in the page's language. */
  starter: ProjectStarter;
  /** Create only: how the program is edited (issue 30); null until the person picks one. */
  codeView: CodeView | null;
}

export interface ModalMessage {
  title: string;
  message: string;
}

/** The image upload failed; `cause` is the API's answer, when there was one. */
class ImageUploadError extends Error {}

/** Refusals that say more than "try again": no room left, or too many pictures in a minute. */
const UPLOAD_LIMIT_CODES = new Set(['STORAGE_QUOTA_EXCEEDED', 'UPLOAD_RATE_LIMITED']);

/**
 * What the modal says when the picture was not stored (`cause`: the upload's failure). A quota or
 * rate refusal says why; after a create it first says the project itself was kept.
 */
export const imageFailureText = (t: TFunction, mode: ProjectModalMode, cause: unknown): string => {
  if (!(isApiError(cause) && UPLOAD_LIMIT_CODES.has(cause.code))) {
    return t(mode === 'create' ? 'projects.modal.uploadFailed' : 'projects.modal.updateImageFailed');
  }
  const saved = mode === 'create' ? `${t('projects.modal.savedWithoutImage')} ` : '';
  return `${saved}${errorText(t, cause)}`;
};

/**
 * What the project modal does on submit, per mode. A failure keeps the form as typed; after a
 * create whose image upload failed, submitting again only retries the image (no second project).
 */
export const useProjectSubmit = (
  mode: ProjectModalMode,
  project: ProjectSummary | null,
  onDone: () => void,
) => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createdId = useRef<string | null>(null);
  const [message, setMessage] = useState<ModalMessage | null>(null);
  const [isPending, setIsPending] = useState(false);

  const upload = async (id: string, file: File) => {
    try {
      const updated = await uploadProjectImage(id, file);
      updateCachedSummaries(queryClient, id, (summary) => ({ ...summary, imageUrl: updated.imageUrl }));
    } catch (error) {
      throw new ImageUploadError('image upload failed', { cause: error });
    } finally {
      void queryClient.invalidateQueries({ queryKey: STORAGE_USE_KEY });
    }
  };

  const runCreate = async ({
    name,
    category,
    file,
    starter,
    codeView,
  }: ProjectFormValues & { category: ProjectCategory }) => {
    let id = createdId.current;
    if (!id) {
      const view = codeView ?? DEFAULT_CODE_VIEW;
      id = (await createProject({ name: name.trim(), category, starter, lang, codeView: view })).id;
      createdId.current = id;
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    }
    if (file) await upload(id, file);
    await navigate(boardPath(lang, id));
    return true;
  };

  /** True when done; false when the form asks for more (a message says what). */
  const run = async (values: ProjectFormValues): Promise<boolean> => {
    if (mode === 'image') {
      if (!values.file) {
        setMessage({ title: t('projects.modal.imageTitle'), message: t('projects.modal.imageRequired') });
        return false;
      }
      if (project) await upload(project.id, values.file);
      return true;
    }
    const { category } = values;
    if (!values.name.trim() || !category) {
      setMessage({ title: t('projects.modal.requiredTitle'), message: t('projects.modal.requiredText') });
      return false;
    }
    if (mode === 'create') return runCreate({ ...values, category });
    if (!project) return true;
    const updated = await renameProject(project.id, { name: values.name.trim(), category });
    updateCachedSummaries(queryClient, project.id, (summary) => ({
      ...summary,
      name: updated.name,
      category: updated.category,
    }));
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
    return true;
  };

  const submit = async (values: ProjectFormValues) => {
    setMessage(null);
    setIsPending(true);
    try {
      if (!(await run(values))) return;
      if (mode !== 'create') void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      onDone();
    } catch (error) {
      if (error instanceof ImageUploadError) {
        const text = imageFailureText(t, mode, error.cause);
        setMessage({ title: t('projects.modal.imageTitle'), message: text });
      } else {
        setMessage({ title: t('projects.modal.failedTitle'), message: errorText(t, error) });
      }
    } finally {
      setIsPending(false);
    }
  };

  return { submit, message, clearMessage: () => setMessage(null), isPending };
};
