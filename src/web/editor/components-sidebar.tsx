import { ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../domain/constants.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { type CatalogueItem, catalogueName, filterCatalogue } from './catalogue.ts';
import { CatalogueTile } from './catalogue-tile.tsx';
import { addPartNearViewCenter } from './place-part.ts';
import { useEditorStore } from './store.ts';

export type { CatalogueItem } from './catalogue.ts';

/** The parts to place: search, then drag one onto the canvas or click it to add it in the middle. */
export const ComponentsSidebar = ({ catalogue }: { catalogue: readonly CatalogueItem[] }) => {
  const { t, i18n } = useTranslation();
  const lang = isLocale(i18n.language) ? i18n.language : currentLocale();
  const [query, setQuery] = useState('');
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const items = useMemo(() => filterCatalogue(catalogue, query, lang), [catalogue, query, lang]);

  return (
    <Stack gap="xs" p="xs" h="100%" miw={0} data-tour="components">
      <Text fw={600} size="sm">
        {t('editor.sidebar.title')}
      </Text>
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
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
            {items.map((item) => (
              <CatalogueTile
                key={item.id}
                item={item}
                name={catalogueName(item, lang)}
                isDisabled={isReadOnly}
                onAdd={() => addPartNearViewCenter({ type: item.wokwiType, attrs: item.defaultAttrs })}
              />
            ))}
          </SimpleGrid>
        )}
      </ScrollArea>
    </Stack>
  );
};
