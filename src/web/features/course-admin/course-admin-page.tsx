import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNextSession } from '../../lib/use-next-session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import {
  type CourseAdminFilters,
  parseCourseAdminFilters,
  toCourseAdminSearch,
} from './course-admin-params.ts';
import { useInstitutionOptions } from './course-admin-queries.ts';
import { CourseEditorModal, type EditorSession } from './course-editor-modal.tsx';
import { CourseFilters } from './course-filters.tsx';
import { CourseList } from './course-list.tsx';
import { type CourseSession, ModulesModal } from './modules-modal.tsx';

/**
 * Spec §2 create-groups-management: course management for super admins and institution admins
 * (the router's RequiresAdmin keeps everyone else out; the server shows each admin only the
 * courses they manage). Filters live in the URL; the create / edit and modules modals open over it.
 */
export const CourseAdminPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCourseAdminFilters(searchParams);
  const institutions = useInstitutionOptions();
  const [editing, setEditing] = useState<EditorSession | null>(null);
  const [showing, setShowing] = useState<CourseSession | null>(null);
  const nextSession = useNextSession();

  const setFilters = (next: CourseAdminFilters) =>
    setSearchParams(toCourseAdminSearch(next), { replace: true });

  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('courseAdmin.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('courseAdmin.title')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <CourseFilters filters={filters} institutions={institutions.data ?? []} onChange={setFilters} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ id: null, session: nextSession() })}
        >
          {t('courseAdmin.list.new')}
        </Button>
      </Group>
      <CourseList
        filters={filters}
        onEdit={(course) => setEditing({ id: course.id, session: nextSession() })}
        onModules={(course) => setShowing({ id: course.id, name: course.name, session: nextSession() })}
      />
      <CourseEditorModal editing={editing} onClose={() => setEditing(null)} />
      <ModulesModal opened={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
};
