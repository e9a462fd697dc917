import { ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { groupForPalette } from '../../domain/circuit/part-kinds.ts';
import { isLocale } from '../../domain/constants.ts';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { type CatalogueItem, catalogueName, filterCatalogue } from './catalogue.ts';
import { CatalogueTile } from './catalogue-tile.tsx';
import { PaletteGroup } from './palette-group.tsx';
import { addPartNearViewCenter } from './place-part.ts';
import { useEditorStore } from './store.ts';

export type { CatalogueItem } from './catalogue.ts';

interface ComponentsSidebarProps {
  catalogue: readonly CatalogueItem[];
  /** After a click added a part (a phone's drawer closes to show it). */
  onAdded?: () => void;
  /** False where a tab already names the list (a phone's drawer). */
  hasTitle?: boolean;
}

/** The parts to place, under their kind's heading: search, then drag one onto the canvas or click it to add it. */
export const ComponentsSidebar = ({ catalogue, onAdded, hasTitle = true }: ComponentsSidebarProps) => {
  const { t, i18n } = useTranslation();
  const lang = isLocale(i18n.language) ? i18n.language : currentLocale();
  const [query, setQuery] = useState('');
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const items = useMemo(() => filterCatalogue(catalogue, query, lang), [catalogue, query, lang]);

  return (
    <Stack gap="xs" p="xs" h="100%" miw={0} data-tour="components">
      {hasTitle && (
        <Text fw={600} size="sm" component="h2" m={0}>
          {t('editor.sidebar.title')}
        </Text>
      )}
      <TextInput
        size="xs"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('editor.sidebar.search')}
        aria-label={t('editor.sidebar.search')}
        leftSection={<IconSearch size={14} aria-hidden="true" />}
      />
      <Text size="xs" c="dimmed">
        {t('editor.sidebar.hint')}
      </Text>
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('editor.sidebar.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {groupForPalette(items, (item) => item.wokwiType).map(({ group, items: groupItems }) => (
              <PaletteGroup key={group} group={group}>
                {groupItems.map((item) => (
                  <CatalogueTile
                    key={item.id}
                    item={item}
                    name={catalogueName(item, lang)}
                    isDisabled={isReadOnly}
                    onAdd={() => {
                      addPartNearViewCenter({ type: item.wokwiType, attrs: item.defaultAttrs });
                      onAdded?.();
                    }}
                  />
                ))}
              </PaletteGroup>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
};
