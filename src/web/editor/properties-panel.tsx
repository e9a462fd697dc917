import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DiagramWire } from '../../domain/circuit/diagram.ts';
import { formatPinRef } from '../../domain/circuit/diagram.ts';
import { performAction } from './actions.ts';
import { AdvancedDetails } from './advanced-details.tsx';
import { colorLabel } from './dynamic-text.ts';
import { wireText } from './part-names.ts';
import { PartProperties } from './part-properties.tsx';
import classes from './properties-panel.module.css';
import { dispatch, useEditorStore } from './store.ts';

/** Wokwi's wire colours, offered for every wire; `""` hides a wire. */
export const WIRE_COLORS = [
  'green',
  'red',
  'black',
  'blue',
  'yellow',
  'orange',
  'purple',
  'brown',
  'gray',
  'white',
  'cyan',
  'magenta',
  'violet',
  'gold',
  'limegreen',
] as const;

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

const WireProperties = ({ wire, isReadOnly }: { wire: DiagramWire; isReadOnly: boolean }) => {
  const { t } = useTranslation();
  const parts = useEditorStore((state) => state.diagram.parts);
  const colors: string[] =
    WIRE_COLORS.includes(wire.color as never) || wire.color === ''
      ? [...WIRE_COLORS]
      : [wire.color, ...WIRE_COLORS];
  const data = [
    ...colors.map((color) => ({ value: color, label: colorLabel(t, color) })),
    { value: '', label: t('editor.properties.hidden') },
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} component="h3" m={0} className={classes.heading}>
        {wireText(t, wire, (id) => parts.find((p) => p.id === id))}
      </Text>
      <Select
        size="xs"
        label={t('editor.properties.wireColor')}
        data={data}
        value={wire.color}
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

/** Edits the selected part's attrs (as the domain defines them) or the selected wire's colour. */
export const PropertiesPanel = () => {
  const { t } = useTranslation();
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const { partIds, wireIds } = useEditorStore((state) => state.selection);
  const part = useEditorStore((state) =>
    partIds.length === 1 && wireIds.length === 0
      ? state.diagram.parts.find((p) => p.id === partIds[0])
      : undefined,
  );
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
      {wire && <WireProperties wire={wire} isReadOnly={isReadOnly} />}
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
