import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { academyPath } from './academy-paths.ts';
import { notify } from './notify.ts';

/** The §8 answers these pages send to the academy with, as the server would name them. */
export const COURSE_NOT_FOUND = new ApiError(404, 'COURSE_NOT_FOUND', 'Curso no encontrado');
export const ACTIVITY_NOT_FOUND = new ApiError(404, 'ACTIVITY_NOT_FOUND', 'Actividad no encontrada');

/**
 * Spec §2, §8: no id, a missing course or a load error sends the user to the academy, where the
 * reason shows as a notification in the user's language.
 */
export const BackToAcademy = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  const lang = useLang();
  useEffect(() => {
    notify(t, {
      id: 'academy-unavailable',
      color: 'red',
      title: t('academy.course.unavailable'),
      message: errorText(t, error),
    });
  }, [error, t]);
  return <Navigate to={academyPath(lang)} replace />;
};
