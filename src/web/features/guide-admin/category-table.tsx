import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import cards from '../../ui/card-table.module.css';
import { CategoryIconMark } from '../../ui/category-icon.tsx';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 760;

interface CategoryTableProps {
  categories: readonly GuideCategory[];
  onEdit: (category: GuideCategory) => void;
  onDelete: (category: GuideCategory) => void;
}

const labelOf = (category: GuideCategory) => category.name || category.text || category.value;

/** Every guide category with how many guides it holds. */
export const CategoryTable = ({ categories, onEdit, onDelete }: CategoryTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('guideAdmin.categories.table.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('guideAdmin.categories.table.icon')}</Table.Th>
            <Table.Th>{t('guideAdmin.categories.table.name')}</Table.Th>
            <Table.Th>{t('guideAdmin.categories.table.text')}</Table.Th>
            <Table.Th>{t('guideAdmin.categories.table.value')}</Table.Th>
            <Table.Th>{t('guideAdmin.categories.table.description')}</Table.Th>
            <Table.Th ta="right">{t('guideAdmin.categories.table.guides')}</Table.Th>
            <Table.Th ta="right">{t('guideAdmin.categories.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.value}>
              <Table.Td data-label={t('guideAdmin.categories.table.icon')}>
                <CategoryIconMark icon={category.icon} size={22} />
              </Table.Td>
              <Table.Td className={cards.title}>
                <Text size="sm" fw={500}>
                  {category.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('guideAdmin.categories.table.text')}>{category.text}</Table.Td>
              <Table.Td data-label={t('guideAdmin.categories.table.value')}>
                <Text size="sm" ff="monospace">
                  {category.value}
                </Text>
              </Table.Td>
              <Table.Td maw={280} data-label={t('guideAdmin.categories.table.description')}>
                <Text size="sm" lineClamp={2}>
                  {category.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right" data-label={t('guideAdmin.categories.table.guides')}>
                {category.guideCount}
              </Table.Td>
              <Table.Td className={cards.actions}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('guideAdmin.categories.table.edit', { name: labelOf(category) })}
                    onClick={() => onEdit(category)}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                  <DeleteButton category={category} onDelete={onDelete} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * A category that has guides cannot be deleted (spec §5): its button stays focusable, says why
 * (tooltip and description) and does nothing. The server refuses it anyway (409 CATEGORY_IN_USE).
 */
const DeleteButton = ({
  category,
  onDelete,
}: {
  category: GuideCategory;
  onDelete: (c: GuideCategory) => void;
}) => {
  const { t } = useTranslation();
  const reasonId = useId();
  const label = t('guideAdmin.categories.table.delete', { name: labelOf(category) });
  if (category.guideCount === 0) {
    return (
      <ActionIcon
        variant="subtle"
        color="red.9"
        size="lg"
        aria-label={label}
        onClick={() => onDelete(category)}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    );
  }
  const reason = t('guideAdmin.categories.inUse', { count: category.guideCount });
  return (
    <>
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="lg"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={reasonId}
          data-disabled
          onClick={(event) => event.preventDefault()}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
};
