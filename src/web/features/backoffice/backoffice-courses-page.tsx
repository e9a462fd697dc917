import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNextSession } from '../../lib/use-next-session.ts';
import {
  type CourseAdminFilters,
  parseCourseAdminFilters,
  toCourseAdminSearch,
} from '../course-admin/course-admin-params.ts';
import { CourseEditorModal, type EditorSession } from '../course-admin/course-editor-modal.tsx';
import { CourseFilters } from '../course-admin/course-filters.tsx';
import { CourseList } from '../course-admin/course-list.tsx';
import { type CourseSession, ModulesModal } from '../course-admin/modules-modal.tsx';
import { BackofficeFrame } from './backoffice-frame.tsx';
import { type BackofficeInstitution, useBackofficeInstitution } from './use-backoffice-institution.ts';

/**
 * Spec §2 create-groups-management-test: the institution variant of course management for ONE
 * institution (`?institution=`): modality, published / draft, the cover-image editor and the
 * course editor's link, in lessons. The course-admin pieces, narrowed to it.
 */
export const BackofficeCoursesPage = () => {
  const { t } = useTranslation();
  const scope = useBackofficeInstitution();
  return (
    <BackofficeFrame title={t('backoffice.courses.title')} scope={scope}>
      {(institution) => (
        <InstitutionCourses key={institution.id} institutionId={institution.id} scope={scope} />
      )}
    </BackofficeFrame>
  );
};

const InstitutionCourses = ({
  institutionId,
  scope,
}: {
  institutionId: string;
  scope: BackofficeInstitution;
}) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The institution is the page's, not a filter.
  const filters = { ...parseCourseAdminFilters(searchParams), institution: '' };
  const [editing, setEditing] = useState<EditorSession | null>(null);
  const [showing, setShowing] = useState<CourseSession | null>(null);
  const nextSession = useNextSession();
  const setFilters = (next: CourseAdminFilters) =>
    setSearchParams(scope.searchWith(toCourseAdminSearch({ ...next, institution: '' })), { replace: true });

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <CourseFilters filters={filters} institutions={[]} withInstitution={false} onChange={setFilters} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ id: null, session: nextSession() })}
        >
          {t('courseAdmin.list.new')}
        </Button>
      </Group>
      <CourseList
        filters={filters}
        institutionId={institutionId}
        onEdit={(course) => setEditing({ id: course.id, session: nextSession() })}
        onModules={(course) => setShowing({ id: course.id, name: course.name, session: nextSession() })}
      />
      <CourseEditorModal editing={editing} institutionId={institutionId} onClose={() => setEditing(null)} />
      <ModulesModal opened={showing} inLessons onClose={() => setShowing(null)} />
    </>
  );
};
