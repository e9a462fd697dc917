import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useNextSession } from '../../lib/use-next-session.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import {
  type GroupAdminFilters,
  parseGroupAdminFilters,
  toGroupAdminSearch,
} from '../group-admin/group-admin-params.ts';
import { useGroupOptions } from '../group-admin/group-admin-queries.ts';
import { GroupEditorModal, type GroupEditorSession } from '../group-admin/group-editor-modal.tsx';
import { GroupFilters } from '../group-admin/group-filters.tsx';
import { GroupList } from '../group-admin/group-list.tsx';
import { StudentsModal, type StudentsSession } from '../group-admin/students-modal.tsx';
import { BackofficeFrame } from './backoffice-frame.tsx';
import { backofficeStudentPath } from './backoffice-paths.ts';
import { type BackofficeInstitution, useBackofficeInstitution } from './use-backoffice-institution.ts';

/**
 * Spec §2 groups-management-test: the institution admin's group management for ONE institution
 * (`?institution=`), with the switcher; the group-admin pieces, narrowed to it. The students modal
 * links each student to their page in the institution.
 */
export const BackofficeGroupsPage = () => {
  const { t } = useTranslation();
  const scope = useBackofficeInstitution();
  return (
    <BackofficeFrame title={t('backoffice.groups.title')} scope={scope}>
      {(institution) => (
        <InstitutionGroups key={institution.id} institutionId={institution.id} scope={scope} />
      )}
    </BackofficeFrame>
  );
};

const InstitutionGroups = ({
  institutionId,
  scope,
}: {
  institutionId: string;
  scope: BackofficeInstitution;
}) => {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseGroupAdminFilters(searchParams);
  const options = useGroupOptions(institutionId);
  const [editing, setEditing] = useState<GroupEditorSession | null>(null);
  const [students, setStudents] = useState<StudentsSession | null>(null);
  const tour = useTour('admin');
  const nextSession = useNextSession();
  const setFilters = (next: GroupAdminFilters) =>
    setSearchParams(scope.searchWith(toGroupAdminSearch(next)), { replace: true });

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <GroupFilters filters={filters} options={options.data} onChange={setFilters} />
        <Button
          data-tour="backoffice-new-group"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ group: null, session: nextSession() })}
        >
          {t('groups.admin.list.new')}
        </Button>
      </Group>
      <div data-tour="backoffice-groups">
        <GroupList
          filters={filters}
          institutionId={institutionId}
          onEdit={(group) => setEditing({ group, session: nextSession() })}
          onStudents={(group) => setStudents({ id: group.id, name: group.name, session: nextSession() })}
        />
      </div>
      <GroupEditorModal editing={editing} institutionId={institutionId} onClose={() => setEditing(null)} />
      <StudentsModal
        opened={students}
        onClose={() => setStudents(null)}
        studentLink={(student) => ({
          to: backofficeStudentPath(lang, student.id, institutionId),
          label: t('backoffice.groups.studentLink', { name: student.name }),
        })}
      />
      <GuidedTour variant="admin" open={tour.isOpen} onClose={tour.close} />
    </>
  );
};
