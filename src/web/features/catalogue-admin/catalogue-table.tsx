import { ActionIcon, Center, Group, Image, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { PartPreview } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';

const THUMB = 40;
/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 560;

interface CatalogueTableProps {
  items: readonly CatalogueItem[];
  onEdit: (item: CatalogueItem) => void;
  onDelete: (item: CatalogueItem) => void;
}

/** The catalogue as a table, one row per item with its edit and delete buttons. */
export const CatalogueTable = ({ items, onEdit, onDelete }: CatalogueTableProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('catalogueAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={THUMB + 24}>{t('catalogueAdmin.table.image')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.table.name')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.table.type')}</Table.Th>
            <Table.Th ta="right">{t('catalogueAdmin.table.sortOrder')}</Table.Th>
            <Table.Th ta="right">{t('catalogueAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = item.names[lang];
            return (
              <Table.Tr key={item.id}>
                <Table.Td data-label={t('catalogueAdmin.table.image')}>
                  <Thumbnail item={item} />
                </Table.Td>
                <Table.Td className={cards.title}>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('catalogueAdmin.table.type')}>
                  <Text size="sm" ff="monospace">
                    {item.wokwiType}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-label={t('catalogueAdmin.table.sortOrder')}>
                  {item.sortOrder}
                </Table.Td>
                <Table.Td className={cards.actions}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('catalogueAdmin.table.edit', { name })}
                      onClick={() => onEdit(item)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={t('catalogueAdmin.table.delete', { name })}
                      onClick={() => onDelete(item)}
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

/** The name sits next to it, so the image is decorative; without one, the part as it is drawn. */
const Thumbnail = ({ item }: { item: CatalogueItem }) => {
  const { t } = useTranslation();
  if (item.imageUrl) {
    return <Image src={item.imageUrl} alt="" w={THUMB} h={THUMB} fit="contain" radius="sm" bg="gray.0" />;
  }
  return (
    <Center w={THUMB} h={THUMB} title={t('catalogueAdmin.table.noImage')}>
      <PartPreview type={item.wokwiType} attrs={item.defaultAttrs} width={THUMB} height={THUMB} />
    </Center>
  );
};
