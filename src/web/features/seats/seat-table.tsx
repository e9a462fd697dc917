import { ActionIcon, Badge, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDots, IconDownload, IconLink, IconPrinter, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { seatCardsPath } from '../../lib/classroom-paths.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import menuItem from '../../ui/menu-item.module.css';
import { RowAction } from '../../ui/row-action.tsx';
import { NicknameField } from './nickname-field.tsx';
import { SeatSecretView } from './seat-secret.tsx';
import { seatExportUrl } from './seats-api.ts';

const MIN_WIDTH = 900;

export interface SeatRowActions {
  onReset: (seat: Seat) => void;
  onLink: (seat: Seat) => void;
  onDelete: (seat: Seat) => void;
}

interface SeatTableProps extends SeatRowActions {
  seats: readonly Seat[];
  busyId: string | null;
  /** The institution admin's (and super admin's): link, export, delete. */
  canManageData: boolean;
}

/** The group's seats: name, nickname (edited in place), secret, last sign-in, wrong secrets and lock. */
export const SeatTable = ({ seats, busyId, canManageData, ...actions }: SeatTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('seats.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('seats.table.name')}</Table.Th>
            <Table.Th>{t('seats.table.nickname')}</Table.Th>
            <Table.Th>{t('seats.table.secret')}</Table.Th>
            <Table.Th>{t('seats.table.lastSignIn')}</Table.Th>
            <Table.Th>{t('seats.table.attempts')}</Table.Th>
            <Table.Th ta="right">{t('seats.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seats.map((seat) => (
            <SeatRow
              key={seat.id}
              seat={seat}
              isBusy={busyId === seat.id}
              canManageData={canManageData}
              {...actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const SeatRow = ({
  seat,
  isBusy,
  canManageData,
  ...actions
}: SeatRowActions & { seat: Seat; isBusy: boolean; canManageData: boolean }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const isLocked = seat.lockedUntil !== null && Date.parse(seat.lockedUntil) > Date.now();
  return (
    <Table.Tr data-seat={seat.id}>
      <Table.Td maw={240} className={cards.title}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {seat.name}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('seats.table.nickname')}>
        <NicknameField seat={seat} />
      </Table.Td>
      <Table.Td data-label={t('seats.table.secret')}>
        <SeatSecretView secret={seat.secret} />
      </Table.Td>
      <Table.Td data-label={t('seats.table.lastSignIn')}>
        <Text size="sm" c={seat.lastSignInAt ? undefined : 'dimmed'}>
          {seat.lastSignInAt ? formatDate(lang, seat.lastSignInAt, 'short') : t('seats.table.never')}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('seats.table.attempts')}>
        <Stack gap={2} align="flex-start">
          <Text size="sm" data-testid="failed-attempts">
            {t('seats.table.failed', { count: seat.failedAttempts })}
          </Text>
          {isLocked && seat.lockedUntil && (
            <Badge color="red.9" variant="light" data-testid="locked-until">
              {t('seats.table.lockedUntil', { time: formatDate(lang, seat.lockedUntil, 'short') })}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td className={cards.actions}>
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('seats.table.printCard', { name: seat.name })} withArrow openDelay={400}>
            <ActionIcon
              component={Link}
              to={seatCardsPath(lang, seat.groupId, seat.id)}
              variant="subtle"
              size="lg"
              aria-label={t('seats.table.printCard', { name: seat.name })}
            >
              <IconPrinter size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <RowAction
            label={t('seats.table.reset', { name: seat.name })}
            onClick={() => actions.onReset(seat)}
            loading={isBusy}
          >
            <IconRefresh size={18} aria-hidden="true" />
          </RowAction>
          {canManageData && <DataMenu seat={seat} isBusy={isBusy} {...actions} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

const DataMenu = ({ seat, isBusy, onLink, onDelete }: SeatRowActions & { seat: Seat; isBusy: boolean }) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          disabled={isBusy}
          aria-label={t('seats.table.more', { name: seat.name })}
        >
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLink size={16} aria-hidden="true" />} onClick={() => onLink(seat)}>
          {t('seats.table.link')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={seatExportUrl(seat.id)}
          download
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t('seats.table.export')}
        </Menu.Item>
        <Menu.Item
          className={menuItem.danger}
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => onDelete(seat)}
        >
          {t('seats.table.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
