import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseDetail } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { toFormErrors } from '../../ui/field-error.tsx';
import { createCourse, fetchCourse, updateCourse } from './course-admin-api.ts';
import { refreshCourses } from './course-admin-queries.ts';
import {
  type CourseFormValues,
  checkCourseForm,
  newCourseValues,
  serverFieldErrors,
  toCourseFormValues,
  toCourseInput,
} from './course-form.ts';

export interface EditorMessage {
  title: string;
  message: string;
}

const newRowId = () => crypto.randomUUID();

/** Someone saved the course after this form opened it: the user settles it (spec-wide conflict rule). */
const isStale = (error: unknown) =>
  isApiError(error) && (error.code === 'COURSE_VERSION_CONFLICT' || error.code === 'CONFLICT');

/**
 * The create / edit form's state. `latest` is the server's course as last seen (its version, its
 * publication, its cover): a save carries its version, so a save by someone else in between is a
 * conflict the user settles (take theirs, or put these values over it). A failed save keeps every
 * value as typed.
 */
export const useCourseEditor = (
  initial: CourseDetail | null,
  defaultInstitution: string,
  onDone: () => void,
) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [latest, setLatest] = useState<CourseDetail | null>(initial);
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<CourseFormValues>({
    initialValues: initial ? toCourseFormValues(initial, newRowId) : newCourseValues(defaultInstitution),
  });

  const save = async (values: CourseFormValues, base: CourseDetail | null) => {
    setMessage(null);
    setHasConflict(false);
    setIsSaving(true);
    try {
      const input = toCourseInput(values);
      // A new course saves as a draft (spec §3, §4); an edit keeps the course's publication.
      const saved = base
        ? await updateCourse(base.id, { ...input, isPublished: base.isPublished, version: base.version })
        : await createCourse({ ...input, isPublished: false });
      setLatest(saved);
      refreshCourses(queryClient);
      alerts.success(
        t(base ? 'courseAdmin.editor.saved' : 'courseAdmin.editor.created', { name: saved.name }),
      );
      onDone();
    } catch (error) {
      refreshCourses(queryClient);
      if (isStale(error)) return setHasConflict(true);
      if (isApiError(error) && error.fields) form.setErrors(toFormErrors(serverFieldErrors(error.fields)));
      setMessage({ title: t('courseAdmin.editor.failedTitle'), message: errorText(t, error) });
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = form.onSubmit((values) => {
    const problems = checkCourseForm(values);
    const paths = Object.keys(problems);
    if (paths.length > 0) {
      form.setErrors(toFormErrors(problems));
      setMessage({
        title: t('errors.COURSE_DATA_INVALID'),
        message: t('courseAdmin.editor.invalidText'),
      });
      const first = paths[0];
      if (first) form.getInputNode(first)?.focus();
      return;
    }
    void save(values, latest);
  });

  /** Conflict: take the saved course, dropping the form's changes. */
  const reload = async () => {
    if (!latest) return;
    const fresh = await fetchCourse(latest.id);
    const values = toCourseFormValues(fresh, newRowId);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setLatest(fresh);
    setHasConflict(false);
  };

  /** Conflict: send the form's values again over the saved course. */
  const overwrite = async () => {
    if (!latest) return;
    const fresh = await fetchCourse(latest.id);
    setLatest(fresh);
    setHasConflict(false);
    await save(form.getValues(), fresh);
  };

  return {
    form,
    latest,
    setLatest,
    message,
    clearMessage: () => setMessage(null),
    hasConflict,
    isSaving,
    handleSubmit,
    reload,
    overwrite,
  };
};
