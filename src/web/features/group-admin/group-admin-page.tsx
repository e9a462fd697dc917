import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNextSession } from '../../lib/use-next-session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { type GroupAdminFilters, parseGroupAdminFilters, toGroupAdminSearch } from './group-admin-params.ts';
import { useGroupOptions } from './group-admin-queries.ts';
import { GroupEditorModal, type GroupEditorSession } from './group-editor-modal.tsx';
import { GroupFilters } from './group-filters.tsx';
import { GroupList } from './group-list.tsx';
import { StudentsModal, type StudentsSession } from './students-modal.tsx';

/**
 * Spec §2 groups-management: group management for super admins and institution admins (the
 * router's RequiresAdmin keeps everyone else out; the server shows each admin only the groups of
 * the courses they manage). Filters live in the URL; the editor and students modals open over it.
 */
export const GroupAdminPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseGroupAdminFilters(searchParams);
  const options = useGroupOptions();
  const [editing, setEditing] = useState<GroupEditorSession | null>(null);
  const [students, setStudents] = useState<StudentsSession | null>(null);
  const nextSession = useNextSession();
  const setFilters = (next: GroupAdminFilters) =>
    setSearchParams(toGroupAdminSearch(next), { replace: true });

  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('groups.admin.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('groups.admin.title')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <GroupFilters filters={filters} options={options.data} onChange={setFilters} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ group: null, session: nextSession() })}
        >
          {t('groups.admin.list.new')}
        </Button>
      </Group>
      <GroupList
        filters={filters}
        onEdit={(group) => setEditing({ group, session: nextSession() })}
        onStudents={(group) => setStudents({ id: group.id, name: group.name, session: nextSession() })}
      />
      <GroupEditorModal editing={editing} onClose={() => setEditing(null)} />
      <StudentsModal opened={students} onClose={() => setStudents(null)} />
    </Stack>
  );
};
