import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconId, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupRow } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { groupSeatsPath } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import { RowAction } from '../../ui/row-action.tsx';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 820;

export interface GroupRowActions {
  onEdit: (group: GroupRow) => void;
  onStudents: (group: GroupRow) => void;
  onDelete: (group: GroupRow) => void;
}

interface GroupTableProps extends GroupRowActions {
  groups: readonly GroupRow[];
  busyId: string | null;
}

/** Spec §2 group management: name, mentor, course, schedule, student count and actions. */
export const GroupTable = ({ groups, busyId, ...actions }: GroupTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('groups.admin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('groups.admin.table.name')}</Table.Th>
            <Table.Th>{t('groups.admin.table.mentor')}</Table.Th>
            <Table.Th>{t('groups.admin.table.course')}</Table.Th>
            <Table.Th>{t('groups.admin.table.schedule')}</Table.Th>
            <Table.Th ta="right">{t('groups.admin.table.students')}</Table.Th>
            <Table.Th ta="right">{t('groups.admin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id} data-group={group.id}>
              <Table.Td maw={220} className={cards.title}>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {group.name}
                  </Text>
                  {!group.isRemote && (
                    <Badge size="xs" variant="outline" color="gray.8" radius="sm" style={{ flexShrink: 0 }}>
                      {t('groups.admin.table.inPerson')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('groups.admin.table.mentor')}>
                <Text size="sm" c={group.mentor ? undefined : 'dimmed'}>
                  {group.mentor?.name ?? t('groups.admin.table.noMentor')}
                </Text>
              </Table.Td>
              <Table.Td maw={220} data-label={t('groups.admin.table.course')}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {group.course.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('groups.admin.table.schedule')}>
                <Text size="sm">{group.schedule}</Text>
              </Table.Td>
              <Table.Td ta="right" data-label={t('groups.admin.table.students')}>
                {group.studentCount}
              </Table.Td>
              <Table.Td className={cards.actions}>
                <RowActions group={group} isBusy={busyId === group.id} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const RowActions = ({
  group,
  isBusy,
  onEdit,
  onStudents,
  onDelete,
}: GroupRowActions & { group: GroupRow; isBusy: boolean }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const vars = { name: group.name };
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <RowAction label={t('groups.admin.table.edit', vars)} onClick={() => onEdit(group)} disabled={isBusy}>
        <IconPencil size={18} aria-hidden="true" />
      </RowAction>
      <RowAction
        label={t('groups.admin.table.manageStudents', vars)}
        onClick={() => onStudents(group)}
        disabled={isBusy}
      >
        <IconUsers size={18} aria-hidden="true" />
      </RowAction>
      {/* Issue 27: the group's class seats, cards and class code. */}
      <Tooltip label={t('seats.page.entryOf', vars)} withArrow openDelay={400}>
        <ActionIcon
          component={Link}
          to={groupSeatsPath(lang, group.id)}
          variant="subtle"
          size="lg"
          aria-label={t('seats.page.entryOf', vars)}
        >
          <IconId size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <RowAction
        label={t('groups.admin.table.delete', vars)}
        color="red.9"
        loading={isBusy}
        onClick={() => onDelete(group)}
      >
        <IconTrash size={18} aria-hidden="true" />
      </RowAction>
    </Group>
  );
};
