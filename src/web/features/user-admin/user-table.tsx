import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { UserAdminRow } from '../../../domain/user-admin.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import cards from '../../ui/card-table.module.css';
import { ON_STATE_COLOR } from '../../ui/state-colors.ts';
import { superAdminBlock } from './user-roles.ts';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 900;

interface UserTableProps {
  users: readonly UserAdminRow[];
  superAdminCount: number;
  meId: string | undefined;
  busyId: string | null;
  onTutor: (user: UserAdminRow, tutor: boolean) => void;
  onSuperAdmin: (user: UserAdminRow) => void;
}

/** The users screen: name, e-mail, roles as badges and the two switches the super admin gives. */
export const UserTable = ({
  users,
  superAdminCount,
  meId,
  busyId,
  onTutor,
  onSuperAdmin,
}: UserTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('userAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('userAdmin.table.name')}</Table.Th>
            <Table.Th>{t('userAdmin.table.email')}</Table.Th>
            <Table.Th>{t('userAdmin.table.roles')}</Table.Th>
            <Table.Th>{t('userAdmin.table.tutor')}</Table.Th>
            <Table.Th>{t('userAdmin.table.superAdmin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isMe={user.id === meId}
              isBusy={busyId === user.id}
              superAdminCount={superAdminCount}
              onTutor={onTutor}
              onSuperAdmin={onSuperAdmin}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

interface UserRowProps extends Pick<UserTableProps, 'superAdminCount' | 'onTutor' | 'onSuperAdmin'> {
  user: UserAdminRow;
  isMe: boolean;
  isBusy: boolean;
}

const UserRow = ({ user, isMe, isBusy, superAdminCount, onTutor, onSuperAdmin }: UserRowProps) => {
  const { t } = useTranslation();
  const block = superAdminBlock(user, superAdminCount);
  const vars = { name: user.name };
  return (
    <Table.Tr data-user={user.id} aria-current={isMe ? 'true' : undefined}>
      <Table.Td maw={240} className={cards.title}>
        <Group gap={6} wrap="nowrap" align="center">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
          {isMe && (
            <Badge size="xs" variant="filled" color="dark" radius="sm" style={{ flexShrink: 0 }}>
              {t('userAdmin.table.you')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td maw={260} data-label={t('userAdmin.table.email')}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td maw={300} data-label={t('userAdmin.table.roles')}>
        <RoleBadges user={user} />
      </Table.Td>
      <Table.Td data-label={t('userAdmin.table.tutor')}>
        <Stack gap={2}>
          <Switch
            size="md"
            checked={user.tutor}
            disabled={isBusy}
            aria-label={t('userAdmin.roles.tutorSwitch', vars)}
            onChange={(event) => onTutor(user, event.currentTarget.checked)}
          />
          {!user.tutor && user.leadsGroups && (
            <Text size="xs" c="dimmed">
              {t('userAdmin.roles.stillTutor')}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td maw={220} data-label={t('userAdmin.table.superAdmin')}>
        <Stack gap={2}>
          <Switch
            size="md"
            checked={user.superAdmin}
            disabled={isBusy || block !== null}
            aria-label={t('userAdmin.roles.superAdminSwitch', vars)}
            aria-describedby={block ? `last-super-admin-${user.id}` : undefined}
            onChange={() => onSuperAdmin(user)}
          />
          {block && (
            <Text size="xs" c="dimmed" id={`last-super-admin-${user.id}`}>
              {t(`userAdmin.roles.${block}`)}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
};

/** Everything the person is, as badges: the institutions they run are named. */
const RoleBadges = ({ user }: { user: UserAdminRow }) => {
  const { t } = useTranslation();
  const isStudent = !user.tutor && !user.leadsGroups && !user.superAdmin && user.adminOf.length === 0;
  return (
    <Group gap={4}>
      {user.superAdmin && <RoleBadge color="grape.9">{t('userAdmin.badges.superAdmin')}</RoleBadge>}
      {user.adminOf.map((institution) => (
        <RoleBadge key={institution.id} color="blue.9">
          {t('userAdmin.badges.adminOf', { name: institution.name })}
        </RoleBadge>
      ))}
      {user.tutor && <RoleBadge color={ON_STATE_COLOR}>{t('userAdmin.badges.tutor')}</RoleBadge>}
      {user.leadsGroups && <RoleBadge color={ON_STATE_COLOR}>{t('userAdmin.badges.leadsGroups')}</RoleBadge>}
      {isStudent && <RoleBadge color="gray.8">{t('userAdmin.badges.student')}</RoleBadge>}
    </Group>
  );
};

const RoleBadge = ({ color, children }: { color: string; children: string }) => (
  <Badge size="sm" variant="outline" color={color} radius="sm" tt="none" style={{ maxWidth: '100%' }}>
    {children}
  </Badge>
);
