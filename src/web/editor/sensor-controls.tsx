import { Button, NumberInput, Popover, Slider, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type ControlDefinition, controlFromAttr, controlKey } from '../../domain/devices/registry.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { textFor } from './dynamic-text.ts';
import { useLiveStore } from './live.ts';
import { partText } from './part-names.ts';
import { controlsOf, PIR_TYPE } from './sensor-types.ts';
import { dispatch, partIn, useEditorStore } from './store.ts';

/**
 * The small control a sensor opens while a program runs (issue 24), as Wokwi's does: a distance
 * for the HC-SR04, a temperature and humidity for the DHT22, a temperature for the NTC, the light
 * for the photoresistor, "motion now" for the PIR. A value set here is the part's attr, so it is
 * saved with the circuit, and the running program reads it at once (use-simulator.ts).
 */

const ControlField = ({ partId, control }: { partId: string; control: ControlDefinition }) => {
  const { t } = useTranslation();
  const part = useEditorStore((state) => partIn(state, partId));
  if (!part) return null;
  const value = controlFromAttr(part, control);
  const set = (next: number | string) => {
    const number = typeof next === 'number' ? next : Number.parseFloat(next);
    if (!Number.isFinite(number)) return;
    const clamped = Math.min(control.max, Math.max(control.min, number));
    dispatch({ type: 'setPartAttrs', partId, attrs: { [control.attr]: String(clamped) } });
  };
  const label = textFor(t, `editor.controls.${control.name}`, control.name);
  return (
    <Stack gap={4}>
      <NumberInput
        label={label}
        value={value}
        min={control.min}
        max={control.max}
        step={control.step}
        suffix={control.unit ? ` ${control.unit}` : undefined}
        decimalScale={control.step < 1 ? 1 : 0}
        onChange={set}
        size="xs"
      />
      <Slider
        aria-label={label}
        value={value}
        min={control.min}
        max={control.max}
        step={control.step}
        onChange={set}
        label={null}
        size="sm"
      />
    </Stack>
  );
};

/** "Motion now": the PIR's output goes high for its delay. An event, not a setting to save. */
const MotionButton = ({ partId }: { partId: string }) => {
  const { t } = useTranslation();
  const onPartInput = useLiveStore((state) => state.onPartInput);
  const [count, setCount] = useState(0);
  return (
    <Button
      size="xs"
      onClick={() => {
        const next = count + 1;
        setCount(next);
        onPartInput?.(controlKey(partId, 'motion'), next);
      }}
    >
      {t('editor.controls.motion')}
    </Button>
  );
};

/** Wraps a running sensor's drawing: a click or Enter opens its control. */
export const SensorControls = ({
  partId,
  type,
  children,
}: {
  partId: string;
  type: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const part = useEditorStore((state) => partIn(state, partId));
  const name = part ? partText(t, part) : partId;
  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom" withArrow trapFocus shadow="md">
      <Popover.Target>
        {/* biome-ignore lint/a11y/useSemanticElements: the part's drawing stays what it is; this only makes it operable */}
        <div
          role="button"
          tabIndex={0}
          className="nodrag"
          aria-label={t('editor.controls.open', { name })}
          aria-expanded={isOpen}
          data-sensor-control={partId}
          onClick={() => setIsOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setIsOpen((open) => !open);
            }
          }}
        >
          {children}
        </div>
      </Popover.Target>
      {/* A portal, yet React bubbles its events up to the canvas's node: a press in here is the
          control's, not a click on the part (which would select it and redraw the node). */}
      <Popover.Dropdown
        className="nodrag nowheel"
        data-sensor-controls={partId}
        onPointerDown={(event) => event.stopPropagation()}
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => event.stopPropagation()}
      >
        <Stack gap="xs" miw={200}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {controlsOf(type).map((control) => (
            <ControlField key={control.name} partId={partId} control={control} />
          ))}
          {type === PIR_TYPE ? <MotionButton partId={partId} /> : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
