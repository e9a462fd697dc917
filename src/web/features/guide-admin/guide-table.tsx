import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { GuideAdminSummary } from '../../../domain/guide-admin.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import { ON_STATE_COLOR } from '../../ui/state-colors.ts';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 900;

interface GuideTableProps {
  guides: readonly GuideAdminSummary[];
  busyId: string | null;
  onEdit: (guide: GuideAdminSummary) => void;
  onPublish: (guide: GuideAdminSummary, isPublished: boolean) => void;
  onDuplicate: (guide: GuideAdminSummary) => void;
  onDelete: (guide: GuideAdminSummary) => void;
}

/** Every guide, published or not, one row each with its state and its actions. */
export const GuideTable = ({ guides, busyId, onEdit, onPublish, onDuplicate, onDelete }: GuideTableProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('guideAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('guideAdmin.table.name')}</Table.Th>
            <Table.Th>{t('guideAdmin.table.category')}</Table.Th>
            <Table.Th>{t('guideAdmin.table.difficulty')}</Table.Th>
            <Table.Th>{t('guideAdmin.table.language')}</Table.Th>
            <Table.Th ta="right">{t('guideAdmin.table.steps')}</Table.Th>
            <Table.Th>{t('guideAdmin.table.status')}</Table.Th>
            <Table.Th>{t('guideAdmin.table.updated')}</Table.Th>
            <Table.Th ta="right">{t('guideAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {guides.map((guide) => {
            const vars = { name: guide.name };
            const isBusy = busyId === guide.id;
            return (
              <Table.Tr key={guide.id}>
                <Table.Td maw={280} className={cards.title}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {guide.name}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('guideAdmin.table.category')}>
                  <Group gap={6} wrap="nowrap">
                    <CategoryIconMark icon={guide.categoryIcon} size={16} />
                    <Text size="sm">{guide.categoryName || guide.category}</Text>
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('guideAdmin.table.difficulty')}>
                  {t(`guides.difficulty.${guide.difficulty}`)}
                </Table.Td>
                <Table.Td data-label={t('guideAdmin.table.language')}>
                  {t(`language.names.${guide.language}`)}
                </Table.Td>
                <Table.Td ta="right" data-label={t('guideAdmin.table.steps')}>
                  {guide.stepCount}
                </Table.Td>
                <Table.Td data-label={t('guideAdmin.table.status')}>
                  <Group gap={4} wrap="nowrap">
                    {/* As wide as its words in every language: the column makes room, no "…". */}
                    <Badge
                      variant="outline"
                      color={guide.isPublished ? ON_STATE_COLOR : 'gray.8'}
                      radius="sm"
                      miw="max-content"
                    >
                      {t(guide.isPublished ? 'guideAdmin.table.published' : 'guideAdmin.table.unpublished')}
                    </Badge>
                    {!guide.isActive && (
                      <Badge variant="outline" color="red.9" radius="sm" miw="max-content">
                        {t('guideAdmin.table.inactive')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('guideAdmin.table.updated')}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(lang, guide.updatedAt)}
                  </Text>
                </Table.Td>
                <Table.Td className={cards.actions}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('guideAdmin.table.edit', vars)}
                      onClick={() => onEdit(guide)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t(
                        guide.isPublished ? 'guideAdmin.table.unpublish' : 'guideAdmin.table.publish',
                        vars,
                      )}
                      loading={isBusy}
                      onClick={() => onPublish(guide, !guide.isPublished)}
                    >
                      {guide.isPublished ? (
                        <IconEyeOff size={18} aria-hidden="true" />
                      ) : (
                        <IconEye size={18} aria-hidden="true" />
                      )}
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('guideAdmin.table.duplicate', vars)}
                      disabled={isBusy}
                      onClick={() => onDuplicate(guide)}
                    >
                      <IconCopy size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={t('guideAdmin.table.delete', vars)}
                      disabled={isBusy}
                      onClick={() => onDelete(guide)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
