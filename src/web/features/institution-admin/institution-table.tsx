import { Anchor, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InstitutionSummary } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import { RowAction } from '../../ui/row-action.tsx';
import touch from '../../ui/touch-target.module.css';
import { institutionPath } from './institution-admin-paths.ts';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 760;

const COUNTS = ['adminCount', 'mentorCount', 'courseCount', 'groupCount', 'studentCount'] as const;

interface InstitutionTableProps {
  institutions: readonly InstitutionSummary[];
  busyId: string | null;
  onEdit: (institution: InstitutionSummary) => void;
  onDelete: (institution: InstitutionSummary) => void;
}

/** Spec §2 institution management: name (a link to its page), what hangs off it, counted, and actions. */
export const InstitutionTable = ({ institutions, busyId, onEdit, onDelete }: InstitutionTableProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('institutionAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('institutionAdmin.table.name')}</Table.Th>
            {COUNTS.map((key) => (
              <Table.Th key={key} ta="right">
                {t(`institutionAdmin.table.${key}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('institutionAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {institutions.map((institution) => (
            <Table.Tr key={institution.id} data-institution={institution.id}>
              <Table.Td maw={280} className={cards.title}>
                <Anchor
                  component={Link}
                  to={institutionPath(lang, institution.id)}
                  size="sm"
                  fw={500}
                  className={touch.target}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {institution.name}
                </Anchor>
              </Table.Td>
              {COUNTS.map((key) => (
                <Table.Td key={key} ta="right" data-label={t(`institutionAdmin.table.${key}`)}>
                  {institution[key]}
                </Table.Td>
              ))}
              <Table.Td className={cards.actions}>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <RowAction
                    label={t('institutionAdmin.table.edit', { name: institution.name })}
                    disabled={busyId === institution.id}
                    onClick={() => onEdit(institution)}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </RowAction>
                  <RowAction
                    label={t('institutionAdmin.table.delete', { name: institution.name })}
                    color="red.9"
                    loading={busyId === institution.id}
                    onClick={() => onDelete(institution)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </RowAction>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
