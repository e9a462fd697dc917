import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Color } from '../../../domain/colors.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { RowAction } from '../../ui/row-action.tsx';

interface ColorTableProps {
  colors: readonly Color[];
  onEdit: (color: Color) => void;
  onDelete: (color: Color) => void;
}

/** The palette as the editor offers it: swatch, name in the page's language, the others, code. */
export const ColorTable = ({ colors, onEdit, onDelete }: ColorTableProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('colorAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colorAdmin.table.swatch')}</Table.Th>
            <Table.Th>{t('colorAdmin.table.name')}</Table.Th>
            <Table.Th>{t('colorAdmin.table.otherNames')}</Table.Th>
            <Table.Th>{t('colorAdmin.table.hex')}</Table.Th>
            <Table.Th ta="right">{t('colorAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {colors.map((color) => {
            const name = color.names[lang];
            return (
              <Table.Tr key={color.id} data-color={color.id}>
                <Table.Td>
                  <ColorSwatch color={color.hex} size={24} aria-hidden="true" />
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {LOCALES.filter((other) => other !== lang)
                      .map((other) => color.names[other])
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {color.hex}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={2} justify="flex-end" wrap="nowrap">
                    <RowAction label={t('colorAdmin.table.edit', { name })} onClick={() => onEdit(color)}>
                      <IconPencil size={18} aria-hidden="true" />
                    </RowAction>
                    <RowAction
                      label={t('colorAdmin.table.delete', { name })}
                      color="red.9"
                      onClick={() => onDelete(color)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </RowAction>
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
