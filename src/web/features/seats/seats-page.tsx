import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { gradesPath, seatCardsPath } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { BackLink } from '../grades/back-link.tsx';
import { QueryState } from '../grades/query-state.tsx';
import { AddSeatsForm } from './add-seats-form.tsx';
import { ClassCodePanel } from './class-code-panel.tsx';
import { LinkSeatModal } from './link-seat-modal.tsx';
import { SeatTable } from './seat-table.tsx';
import { useGroupSeats } from './seats-queries.ts';
import { useSeatActions } from './use-seat-actions.tsx';

/**
 * Issue 27, group-seats/{groupId}: a group's seats for its tutor, an admin of its institution or a
 * super admin (the server answers 403 to anyone else): the class code, seats made from a pasted list
 * of names, each seat's nickname, secret and sign-ins, and the printable cards.
 */
export const SeatsPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { groupId = '' } = useParams();
  const seats = useGroupSeats(groupId);
  const me = useMe();
  const actions = useSeatActions(groupId);
  const [linking, setLinking] = useState<Seat | null>(null);
  // The browser only hides what the server would refuse: linking, export and deletion are the
  // institution admin's (and the super admin's).
  const canManageData = Boolean(me.data?.roles.superAdmin || me.data?.roles.adminOf.length);
  const groupName = seats.data?.group.name;
  const title = groupName ? t('seats.page.title', { group: groupName }) : t('seats.page.titleBare');
  const count = seats.data?.seats.length ?? 0;

  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={title} />
      <Stack gap={4}>
        <BackLink to={gradesPath(lang, groupId)} label={t('seats.page.back')} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {count > 0 && (
            <Button
              component={Link}
              to={seatCardsPath(lang, groupId)}
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
            >
              {t('seats.cards.printAll')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" maw={720}>
          {t('seats.page.intro')}
        </Text>
      </Stack>
      <div aria-busy={seats.isFetching}>
        <QueryState query={seats}>
          {seats.data && (
            <Stack gap="lg">
              <ClassCodePanel groupId={groupId} code={seats.data.classCode} />
              <Paper withBorder p="md" radius="md">
                <AddSeatsForm groupId={groupId} />
              </Paper>
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {t('seats.table.title', { count })}
                </Title>
                {count === 0 ? (
                  <Text c="dimmed">{t('seats.table.empty')}</Text>
                ) : (
                  <SeatTable
                    seats={seats.data.seats}
                    busyId={actions.busyId}
                    canManageData={canManageData}
                    onReset={actions.confirmReset}
                    onDelete={actions.confirmDelete}
                    onLink={setLinking}
                  />
                )}
              </Stack>
            </Stack>
          )}
        </QueryState>
      </div>
      <LinkSeatModal seat={linking} onClose={() => setLinking(null)} />
    </Stack>
  );
};
