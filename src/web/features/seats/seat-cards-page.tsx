import { Button, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { groupSeatsPath } from '../../lib/classroom-paths.ts';
import { classSignInPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { BackLink } from '../grades/back-link.tsx';
import { QueryState } from '../grades/query-state.tsx';
import { SeatCard } from './seat-card.tsx';
import classes from './seat-cards.module.css';
import { useGroupSeats } from './seats-queries.ts';

/**
 * Issue 27, group-seats/{groupId}/cards: the group's seat cards to print, one a student (`?seat=`
 * one alone, after a reset), several to an A4 sheet with cut lines; the bar above them does not print.
 */
export const SeatCardsPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { groupId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const only = searchParams.get('seat');
  const seats = useGroupSeats(groupId);
  const group = seats.data?.group;
  const code = seats.data?.classCode;
  const shown = (seats.data?.seats ?? []).filter((seat) => only === null || seat.id === only);
  const signInUrl = `${window.location.origin}${classSignInPath(lang)}`;
  const title = group ? t('seats.cards.title', { group: group.name }) : t('seats.page.titleBare');

  return (
    <div className={classes.page}>
      <PageTitle title={title} />
      <header className={classes.toolbar} data-print="hide">
        <BackLink to={groupSeatsPath(lang, groupId)} label={t('seats.cards.back')} />
        <Group justify="space-between" gap="sm" align="center">
          <div>
            <h1 className={classes.title}>{title}</h1>
            {seats.data && (
              <Text size="sm" c="dimmed">
                {t('seats.cards.count', { count: shown.length })} · {t('seats.cards.printHint')}
              </Text>
            )}
          </div>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={shown.length === 0 || !code}
          >
            {t('seats.cards.print')}
          </Button>
        </Group>
      </header>
      <main className={classes.sheet}>
        <QueryState query={seats}>
          {group && code && shown.length > 0 ? (
            <div className={classes.grid}>
              {shown.map((seat) => (
                <SeatCard
                  key={seat.id}
                  seat={seat}
                  groupName={group.name}
                  code={code.code}
                  signInUrl={signInUrl}
                />
              ))}
            </div>
          ) : (
            <Text c="dimmed" data-print="hide">
              {t('seats.cards.none')}
            </Text>
          )}
        </QueryState>
      </main>
    </div>
  );
};
