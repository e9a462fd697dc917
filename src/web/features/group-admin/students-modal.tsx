import {
  ActionIcon,
  Anchor,
  Divider,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GroupStudent } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { AddStudentsForm } from './add-students-form.tsx';
import { removeGroupStudent } from './group-admin-api.ts';
import { refreshGroups, useGroupStudents } from './group-admin-queries.ts';
import { PendingInvitations } from './pending-invitations.tsx';

/** One opening of the students modal: the group and a number of its own (closing resets it). */
export interface StudentsSession {
  id: string;
  name: string;
  session: number;
}

interface StudentsModalProps {
  opened: StudentsSession | null;
  onClose: () => void;
  /** A page about the student to link each name to (the Backoffice's student page). */
  studentLink?: StudentLink;
}

/** Where a student's name leads, with the link's accessible label. */
export type StudentLink = (student: GroupStudent) => { to: string; label: string };

/**
 * Spec §2 manage-students modal: filter by name or e-mail, add by e-mail or a pasted list, remove;
 * the invitations sent to anyone outside the institution (issue 27), each withdrawn here.
 */
export const StudentsModal = ({ opened, onClose, studentLink }: StudentsModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={opened ? t('groups.admin.students.title', { name: opened.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <StudentsPanel key={opened.session} group={opened} studentLink={studentLink} />}
    </Modal>
  );
};

const StudentsPanel = ({ group, studentLink }: { group: StudentsSession; studentLink?: StudentLink }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [q] = useDebouncedValue(filter.trim(), 250);
  const students = useGroupStudents(group.id, q);
  return (
    <Stack gap="md">
      <AddStudentsForm groupId={group.id} />
      <PendingInvitations groupId={group.id} />
      <Divider />
      <TextInput
        type="search"
        label={t('groups.admin.students.filter')}
        placeholder={t('groups.admin.students.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {students.isError ? (
        <ErrorAlert title={t('groups.admin.students.loadFailed')} message={errorText(t, students.error)} />
      ) : !students.data ? (
        <Stack gap={6} role="status" aria-label={t('common.loading')}>
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : students.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(q ? 'groups.admin.students.noResults' : 'groups.admin.students.empty')}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('groups.admin.students.listLabel')}
        >
          {students.data.map((student) => (
            <StudentItem
              key={student.id}
              groupId={group.id}
              student={student}
              link={studentLink?.(student)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

interface StudentItemProps {
  groupId: string;
  student: GroupStudent;
  link?: { to: string; label: string } | undefined;
}

const StudentItem = ({ groupId, student, link }: StudentItemProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [isBusy, setIsBusy] = useState(false);
  const remove = async () => {
    setIsBusy(true);
    try {
      await removeGroupStudent(groupId, student.id);
      alerts.success(t('groups.admin.students.removed', { name: student.name }));
    } catch (error) {
      alerts.failure(t('groups.admin.students.removeFailed', { name: student.name }), errorText(t, error));
    } finally {
      setIsBusy(false);
      refreshGroups(queryClient);
    }
  };
  const confirmRemove = () =>
    openConfirmModal({
      title: t('groups.admin.students.removeTitle'),
      children: <Text size="sm">{t('groups.admin.students.removeText', { name: student.name })}</Text>,
      labels: { confirm: t('groups.admin.students.removeConfirm'), cancel: t('groups.admin.actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void remove(),
    });
  const label = t('groups.admin.students.remove', { name: student.name });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py={6} data-student={student.id}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {link ? (
          <Anchor
            component={Link}
            to={link.to}
            size="sm"
            fw={500}
            aria-label={link.label}
            style={{ overflowWrap: 'anywhere' }}
          >
            {student.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {student.name}
          </Text>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {student.email}
        </Text>
      </Stack>
      <Tooltip label={label} withArrow openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={label}
          loading={isBusy}
          onClick={confirmRemove}
        >
          <IconUserMinus size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
