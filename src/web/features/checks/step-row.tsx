import { ActionIcon, Autocomplete, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { controlsOf } from '../../../domain/checks/controls.ts';
import {
  type Level,
  parseDuration,
  type ScenarioStep,
  STEP_TYPES,
  type StepType,
} from '../../../domain/checks/scenario.ts';
import { BITDOGLAB_TYPE, bitDogLabGpios } from '../../../domain/circuit/bitdoglab.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { bitDogLabControlParts } from '../../../domain/devices/bitdoglab-controls.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** One step of a check as a row of fields (issue 25): its type, then what that type needs. */

/** A fresh step of `type`, pointed at the first part of the circuit where it needs one. */
export const newStep = (type: StepType, diagram: Diagram): ScenarioStep => {
  const part = diagram.parts.find((candidate) => candidate.type !== 'wokwi-pi-pico') ?? diagram.parts[0];
  const partId = part?.id ?? 'pico';
  const pin = pinsOf(diagram, partId)[0] ?? 'A';
  switch (type) {
    case 'delay':
      return { type, duration: { text: '500ms', ms: 500 } };
    case 'wait-serial':
      return { type, text: 'listo' };
    case 'write-serial':
      return { type, data: '1\n' };
    case 'set-control': {
      const control = controlsOf(diagram, partId)[0]?.name ?? 'pressed';
      return { type, partId, control, value: 1, controlKey: 'control' };
    }
    case 'expect-pin':
      return { type, partId, pin, value: 1, pinKey: 'pin', valueKey: 'value' };
    case 'wait-pin':
      return { type, partId, pin, value: 1, timeout: { text: '100ms', ms: 100 } };
  }
};

/** The pins of a part that wires reach, as its step can name them (the board's GP25 LED, a BitDogLab's insides). */
export const pinsOf = (diagram: Diagram, partId: string): string[] => {
  const pins = new Set<string>();
  for (const wire of diagram.wires) {
    for (const end of [wire.from, wire.to]) if (end.part === partId) pins.add(end.pin);
  }
  const part = diagram.parts.find((candidate) => candidate.id === partId);
  if (part?.type === 'wokwi-pi-pico') pins.add('GP25');
  // A BitDogLab's peripherals are wired inside: their pins are there with no wire drawn.
  if (part?.type === BITDOGLAB_TYPE) for (const pin of bitDogLabGpios(part.attrs)) pins.add(pin);
  return [...pins].filter((pin) => !/^(GND|3V3|VBUS|VSYS)/.test(pin)).sort();
};

/** A duration typed as text (`250ms`, `1.5s`): it reaches the step only once it reads as one. */
const DurationField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string, ms: number) => void;
}) => {
  const [text, setText] = useState(value);
  const parsed = parseDuration(text);
  return (
    <TextInput
      label={label}
      value={text}
      w={110}
      error={typeof parsed === 'string' ? parsed : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const duration = parseDuration(next);
        if (typeof duration !== 'string') onChange(duration.text, duration.ms);
      }}
    />
  );
};

interface StepRowProps {
  step: ScenarioStep;
  index: number;
  count: number;
  diagram: Diagram;
  onChange: (step: ScenarioStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export const StepRow = ({ step, index, count, diagram, onChange, onMove, onRemove }: StepRowProps) => {
  const { t } = useTranslation();
  const n = index + 1;
  // A BitDogLab's buttons, joystick and microphone are parts a step can name (`bdl1/joystick`).
  const partIds = diagram.parts.flatMap((part) =>
    part.type === BITDOGLAB_TYPE ? [part.id, ...bitDogLabControlParts(part.id)] : [part.id],
  );
  const partField = (partId: string, change: (partId: string) => void) => (
    <Select
      label={t('behaviourChecks.editor.part')}
      data={[...new Set([...partIds, partId])]}
      value={partId}
      w={120}
      allowDeselect={false}
      onChange={(value) => value && change(value)}
    />
  );
  const pinField = (partId: string, pin: string, change: (pin: string) => void) => (
    <Autocomplete
      label={t('behaviourChecks.editor.pin')}
      data={pinsOf(diagram, partId)}
      value={pin}
      w={100}
      onChange={(value) => change(value.trim().slice(0, 40) || pin)}
    />
  );
  const levelField = (value: Level, change: (value: Level) => void) => (
    <Select
      label={t('behaviourChecks.editor.value')}
      data={[
        { value: '1', label: t('behaviourChecks.level.1') },
        { value: '0', label: t('behaviourChecks.level.0') },
      ]}
      value={String(value)}
      w={110}
      allowDeselect={false}
      onChange={(next) => change(next === '0' ? 0 : 1)}
    />
  );
  const pointsField = (points: number | undefined, change: (points: number | undefined) => void) => (
    <NumberInput
      label={t('behaviourChecks.editor.points')}
      value={points ?? ''}
      min={0}
      max={1000}
      w={80}
      allowDecimal={false}
      onChange={(value) => change(typeof value === 'number' ? value : undefined)}
    />
  );
  const withPoints = <S extends ScenarioStep>(next: S, points: number | undefined): S => {
    const { points: _old, ...rest } = next as S & { points?: number };
    return (points === undefined ? rest : { ...rest, points }) as S;
  };

  const fields = (() => {
    switch (step.type) {
      case 'delay':
        return (
          <DurationField
            label={t('behaviourChecks.editor.time')}
            value={step.duration.text}
            onChange={(text, ms) => onChange({ ...step, duration: { text, ms } })}
          />
        );
      case 'wait-serial':
        return (
          <>
            <TextInput
              label={t('behaviourChecks.editor.text')}
              value={step.text}
              onChange={(event) =>
                onChange({ ...step, text: event.currentTarget.value.slice(0, 1000) || ' ' })
              }
            />
            {pointsField(step.points, (points) => onChange(withPoints(step, points)))}
          </>
        );
      case 'write-serial':
        return (
          <TextInput
            label={t('behaviourChecks.editor.text')}
            value={
              typeof step.data === 'string'
                ? step.data.replace(/\n/g, '\\n')
                : String.fromCharCode(...step.data)
            }
            onChange={(event) =>
              onChange({ ...step, data: event.currentTarget.value.replace(/\\n/g, '\n') || ' ' })
            }
          />
        );
      case 'set-control': {
        const controls = controlsOf(diagram, step.partId);
        return (
          <>
            {partField(step.partId, (partId) =>
              onChange({ ...step, partId, control: controlsOf(diagram, partId)[0]?.name ?? step.control }),
            )}
            <Select
              label={t('behaviourChecks.editor.control')}
              data={[...new Set([...controls.map((control) => control.name), step.control])]}
              value={step.control}
              w={120}
              allowDeselect={false}
              onChange={(control) => control && onChange({ ...step, control })}
            />
            <NumberInput
              label={t('behaviourChecks.editor.value')}
              value={step.value}
              w={100}
              onChange={(value) => typeof value === 'number' && onChange({ ...step, value })}
            />
          </>
        );
      }
      case 'expect-pin':
        return (
          <>
            {partField(step.partId, (partId) =>
              onChange({ ...step, partId, pin: pinsOf(diagram, partId)[0] ?? step.pin }),
            )}
            {pinField(step.partId, step.pin, (pin) => onChange({ ...step, pin }))}
            {levelField(step.value, (value) => onChange({ ...step, value }))}
            {pointsField(step.points, (points) => onChange(withPoints(step, points)))}
          </>
        );
      case 'wait-pin':
        return (
          <>
            {partField(step.partId, (partId) =>
              onChange({ ...step, partId, pin: pinsOf(diagram, partId)[0] ?? step.pin }),
            )}
            {pinField(step.partId, step.pin, (pin) => onChange({ ...step, pin }))}
            {levelField(step.value, (value) => onChange({ ...step, value }))}
            <DurationField
              label={t('behaviourChecks.editor.time')}
              value={step.timeout.text}
              onChange={(text, ms) => onChange({ ...step, timeout: { text, ms } })}
            />
            {pointsField(step.points, (points) => onChange(withPoints(step, points)))}
          </>
        );
    }
  })();

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="check-step-row">
      <Select
        label={`${n}. ${t('behaviourChecks.editor.type')}`}
        data={STEP_TYPES.map((type) => ({ value: type, label: t(`behaviourChecks.editor.types.${type}`) }))}
        value={step.type}
        w={190}
        allowDeselect={false}
        onChange={(type) => type && type !== step.type && onChange(newStep(type as StepType, diagram))}
      />
      {fields}
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          disabled={index === 0}
          aria-label={t('behaviourChecks.editor.moveUp', { n })}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1}
          aria-label={t('behaviourChecks.editor.moveDown', { n })}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={count === 1}
          aria-label={t('behaviourChecks.editor.removeStep', { n })}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
};
