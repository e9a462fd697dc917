import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { formatPinRef } from '../../domain/circuit/diagram.ts';
import { isLocale } from '../../domain/constants.ts';
import { currentLocale, useTranslation } from '../i18n/i18n.ts';
import { performAction } from './actions.ts';
import { AdvancedDetails } from './advanced-details.tsx';
import { colorLabel } from './dynamic-text.ts';
import { isSameButPlace } from './geometry.ts';
import { wireText } from './part-names.ts';
import { PartProperties } from './part-properties.tsx';
import classes from './properties-panel.module.css';
import { dispatch, partIn, useEditorStore } from './store.ts';
import { type WirePalette, wireColorOptions } from './wire-palette.ts';

const DeleteButton = ({ isReadOnly }: { isReadOnly: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      disabled={isReadOnly}
      onClick={() => performAction('delete')}
    >
      {t('editor.properties.delete')}
    </Button>
  );
};

/** Under the select: the palette on its way, or why only the wire's own colour is offered. */
const PaletteStatus = ({ status }: { status: WirePalette['status'] }) => {
  const { t } = useTranslation();
  if (status === 'success') return null;
  return (
    <Text span size="xs" c={status === 'error' ? 'red.9' : 'dimmed'} data-palette-status={status}>
      {t(status === 'error' ? 'colorAdmin.palette.loadFailed' : 'colorAdmin.palette.loading')}
    </Text>
  );
};

interface WirePropertiesProps {
  wire: DiagramWire;
  isReadOnly: boolean;
  palette: WirePalette;
}

/** The wire's colour from the palette super admins keep (spec §7 colors), or hidden. */
const WireProperties = ({ wire, isReadOnly, palette }: WirePropertiesProps) => {
  const { t, i18n } = useTranslation();
  const lang = isLocale(i18n.language) ? i18n.language : currentLocale();
  const from = useEditorStore((state) => partIn(state, wire.from.part));
  const to = useEditorStore((state) => partIn(state, wire.to.part));
  const { options, value } = wireColorOptions(palette.colors, wire.color, lang, (color) =>
    colorLabel(t, color),
  );
  const data = [...options, { value: '', label: t('editor.properties.hidden') }];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} component="h3" m={0} className={classes.heading}>
        {wireText(t, wire, (id) => [from, to].find((p) => p?.id === id))}
      </Text>
      <Select
        size="xs"
        label={t('editor.properties.wireColor')}
        description={<PaletteStatus status={palette.status} />}
        data={data}
        value={value}
        readOnly={isReadOnly}
        allowDeselect={false}
        onChange={(color) => color !== null && dispatch({ type: 'setWireColor', wireIds: [wire.id], color })}
      />
      <AdvancedDetails
        key={wire.id}
        rows={[
          { label: t('editor.properties.id'), value: wire.id },
          {
            label: t('editor.properties.ends'),
            value: t('editor.properties.wireEnds', {
              from: formatPinRef(wire.from),
              to: formatPinRef(wire.to),
            }),
          },
        ]}
      />
    </Stack>
  );
};

/**
 * The selected part, kept the same object while a drag only moves it: dragging a selected part
 * changes it on every mouse move, and the panel's fields would re-render each time for nothing.
 */
const useSelectedPart = (partId: string | undefined): DiagramPart | undefined => {
  const shown = useRef<DiagramPart | undefined>(undefined);
  return useEditorStore((state) => {
    const part = partIn(state, partId);
    const last = shown.current;
    if (part && last && isSameButPlace(part, last)) return last;
    shown.current = part;
    return part;
  });
};

/** Edits the selected part's attrs (as the domain defines them) or the selected wire's colour. */
export const PropertiesPanel = ({ palette }: { palette: WirePalette }) => {
  const { t } = useTranslation();
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const { partIds, wireIds } = useEditorStore((state) => state.selection);
  const part = useSelectedPart(partIds.length === 1 && wireIds.length === 0 ? partIds[0] : undefined);
  const wire = useEditorStore((state) =>
    wireIds.length === 1 && partIds.length === 0
      ? state.diagram.wires.find((w) => w.id === wireIds[0])
      : undefined,
  );
  const count = partIds.length + wireIds.length;

  return (
    <Stack gap="sm" p="sm" aria-label={t('editor.properties.title')} component="section">
      <Text fw={600} size="sm" component="h2" m={0}>
        {t('editor.properties.title')}
      </Text>
      {part && <PartProperties part={part} isReadOnly={isReadOnly} />}
      {wire && <WireProperties wire={wire} isReadOnly={isReadOnly} palette={palette} />}
      {!part && !wire && (
        <Text size="xs" c="dimmed">
          {count === 0 ? t('editor.properties.none') : t('editor.properties.many', { count })}
        </Text>
      )}
      {count > 0 && (
        <Group>
          <DeleteButton isReadOnly={isReadOnly} />
        </Group>
      )}
    </Stack>
  );
};
