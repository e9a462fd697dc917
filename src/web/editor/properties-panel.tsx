import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { formatPinRef } from '../../domain/circuit/diagram.ts';
import { getPartDefinition } from '../../domain/circuit/parts.ts';
import { isBrokenPart } from '../../domain/circuit/repair.ts';
import { performAction } from './actions.ts';
import { colorLabel } from './dynamic-text.ts';
import { isDrawableType } from './elements/part-drawing.tsx';
import { PropertyField } from './property-field.tsx';
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

/** Why a part shows as broken on the canvas, and what the user can do about it. */
const BrokenNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="red"
      p="xs"
      title={t('editor.broken.label')}
      icon={<IconAlertTriangle size={16} aria-hidden="true" />}
    >
      <Text size="xs">{t('editor.broken.help')}</Text>
    </Alert>
  );
};

const PartProperties = ({ part, isReadOnly }: { part: DiagramPart; isReadOnly: boolean }) => {
  const { t } = useTranslation();
  const properties = getPartDefinition(part.type)?.properties ?? [];
  const isBroken = isBrokenPart(part);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('editor.properties.part', { id: part.id })}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {isBroken ? part.attrs.type : part.type}
      </Text>
      {(isBroken || !isDrawableType(part.type)) && <BrokenNotice />}
      {!isBroken && properties.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('editor.properties.noProperties')}
        </Text>
      )}
      {properties.map((property) => (
        <PropertyField
          key={`${part.id}:${property.attr}:${part.attrs[property.attr] ?? ''}`}
          property={property}
          value={part.attrs[property.attr]}
          isReadOnly={isReadOnly}
          onChange={(value) =>
            dispatch({ type: 'setPartAttrs', partId: part.id, attrs: { [property.attr]: value } })
          }
        />
      ))}
    </Stack>
  );
};

const WireProperties = ({ wire, isReadOnly }: { wire: DiagramWire; isReadOnly: boolean }) => {
  const { t } = useTranslation();
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
      <Text size="sm" fw={600}>
        {t('editor.properties.wire', { id: wire.id })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.properties.wireEnds', { from: formatPinRef(wire.from), to: formatPinRef(wire.to) })}
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
      <Text fw={600} size="sm">
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
