import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useRef,
  useState,
} from 'react';
import { innerPartId } from '../../../domain/circuit/bitdoglab.ts';
import { LEVEL_MAX } from '../../../domain/devices/microphone.ts';
import { controlKey } from '../../../domain/devices/registry.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLiveStore } from '../live.ts';
import { BUTTON_SIZE, BUTTONS, JOYSTICK, MICROPHONE_SLIDER } from './bitdoglab-layout.ts';

/**
 * The BitDogLab's inputs while a program runs, as controls over its drawing: buttons A and B, the
 * joystick (dragged, or held with the arrows; its centre or Space presses it) and the microphone's
 * sound level as a slider. They report to the simulator under the ids of the parts it finds inside
 * the board: a button by its id (1 pressed, 0 let go), the joystick's `x`, `y` and `press` and the
 * microphone's `level` as device controls (`<id>.<control>`), as the canvas's own parts do.
 *
 * `nodrag` keeps React Flow from dragging the part, `nokey` its arrows from moving it, and
 * `data-operable` the canvas from taking the pointer (part-node.tsx).
 */

/** The stick's deflection, −1…1 each, right and up positive (the joystick device's sense). */
export interface Stick {
  x: number;
  y: number;
}
export const STICK_AT_REST: Stick = { x: 0, y: 0 };

const OPERABLE = 'nodrag nokey nowheel';

const overlay = (cx: number, cy: number, width: number, height: number): CSSProperties => ({
  position: 'absolute',
  left: cx - width / 2,
  top: cy - height / 2,
  width,
  height,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  touchAction: 'none',
});

const isPressKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

type Report = (key: string, value: number) => void;

/** Held while pressed, by pointer or by Space/Enter, as a real push button is. */
const useMomentary = (onChange: (isPressed: boolean) => void) => {
  const [isPressed, setIsPressed] = useState(false);
  const set = (next: boolean) => {
    setIsPressed(next);
    onChange(next);
  };
  return {
    isPressed,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      set(true);
    },
    onPointerUp: () => isPressed && set(false),
    onPointerCancel: () => isPressed && set(false),
    onBlur: () => isPressed && set(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (!isPressKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat && !isPressed) set(true);
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (!isPressKey(event)) return;
      event.preventDefault();
      if (isPressed) set(false);
    },
  };
};

const BoardButton = ({
  name,
  boardId,
  report,
}: {
  name: 'buttonA' | 'buttonB';
  boardId: string;
  report: Report;
}) => {
  const { t } = useTranslation();
  const { isPressed, ...handlers } = useMomentary((pressed) =>
    report(innerPartId(boardId, name), pressed ? 1 : 0),
  );
  const { cx, cy } = BUTTONS[name];
  return (
    <button
      type="button"
      className={OPERABLE}
      data-operable=""
      data-bitdoglab-control={name}
      data-pressed={isPressed ? 'on' : 'off'}
      aria-label={t(`bitdoglab.${name}`)}
      style={{
        ...overlay(cx, cy, BUTTON_SIZE, BUTTON_SIZE),
        borderRadius: 3,
        background: isPressed ? 'rgba(0, 0, 0, 0.35)' : 'transparent',
      }}
      {...handlers}
    />
  );
};

const ARROWS: Readonly<Record<string, Stick>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
};

const round = (value: number) => Math.round(value * 100) / 100 || 0;

interface JoystickProps {
  boardId: string;
  stick: Stick;
  onStick: (stick: Stick) => void;
  report: Report;
}

/**
 * The stick goes where the pointer holds it (anywhere on its base but its centre, which presses
 * it) and back to the middle when let go; an arrow held tilts it fully that way.
 */
const BoardJoystick = ({ boardId, stick, onStick, report }: JoystickProps) => {
  const { t } = useTranslation();
  const id = innerPartId(boardId, 'joystick');
  const press = useMomentary((pressed) => report(controlKey(id, 'press'), pressed ? 1 : 0));
  const held = useRef(new Set<string>());
  const dragging = useRef<DOMRect | null>(null);
  const moveTo = useCallback(
    (next: Stick) => {
      const at = { x: round(next.x), y: round(next.y) };
      onStick(at);
      report(controlKey(id, 'x'), at.x);
      report(controlKey(id, 'y'), at.y);
    },
    [id, onStick, report],
  );
  const follow = (event: PointerEvent<HTMLElement>, box: DOMRect) => {
    const reach = (JOYSTICK.r * box.width) / JOYSTICK.base;
    let x = (event.clientX - (box.left + box.width / 2)) / reach;
    let y = -(event.clientY - (box.top + box.height / 2)) / reach;
    const length = Math.hypot(x, y);
    if (length > 1) {
      x /= length;
      y /= length;
    }
    moveTo({ x, y });
  };
  const fromKeys = () =>
    [...held.current].reduce(
      (sum, key) => ({ x: sum.x + (ARROWS[key]?.x ?? 0), y: sum.y + (ARROWS[key]?.y ?? 0) }),
      STICK_AT_REST,
    );
  const letGo = () => {
    if (!dragging.current) return press.onPointerUp();
    dragging.current = null;
    moveTo(STICK_AT_REST);
  };
  const { cx, cy, base, knob } = JOYSTICK;
  return (
    <button
      type="button"
      className={OPERABLE}
      data-operable=""
      data-bitdoglab-control="joystick"
      data-stick={`${stick.x},${stick.y}`}
      data-pressed={press.isPressed ? 'on' : 'off'}
      aria-label={t('bitdoglab.joystick')}
      style={{ ...overlay(cx, cy, base, base), borderRadius: 4, cursor: 'grab' }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        const box = event.currentTarget.getBoundingClientRect();
        const fromCentre = Math.hypot(
          event.clientX - (box.left + box.width / 2),
          event.clientY - (box.top + box.height / 2),
        );
        if (fromCentre <= ((knob / 2) * box.width) / base) return press.onPointerDown(event);
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = box;
        follow(event, box);
      }}
      onPointerMove={(event) => dragging.current && follow(event, dragging.current)}
      onPointerUp={letGo}
      onPointerCancel={letGo}
      onBlur={() => {
        press.onBlur();
        if (held.current.size === 0) return;
        held.current.clear();
        moveTo(STICK_AT_REST);
      }}
      onKeyDown={(event) => {
        if (ARROWS[event.key]) {
          event.preventDefault();
          event.stopPropagation();
          if (held.current.has(event.key)) return;
          held.current.add(event.key);
          return moveTo(fromKeys());
        }
        press.onKeyDown(event);
      }}
      onKeyUp={(event) => {
        if (ARROWS[event.key]) {
          event.preventDefault();
          held.current.delete(event.key);
          return moveTo(fromKeys());
        }
        press.onKeyUp(event);
      }}
    />
  );
};

/** The microphone's level (0 silence … 100 % loudest) where the slider was left, run after run. */
const levels = new Map<string, number>();

const MicrophoneSlider = ({ boardId, report }: { boardId: string; report: Report }) => {
  const { t } = useTranslation();
  const key = controlKey(innerPartId(boardId, 'microphone'), 'level');
  const [level, setLevel] = useState(() => levels.get(key) ?? 0);
  const { x, y, width, height } = MICROPHONE_SLIDER;
  return (
    <input
      type="range"
      min={0}
      max={LEVEL_MAX}
      step={1}
      value={level}
      className={OPERABLE}
      data-operable=""
      data-bitdoglab-control="microphone"
      aria-label={t('bitdoglab.microphone')}
      aria-valuetext={`${level} %`}
      style={{ position: 'absolute', left: x, top: y, width, height, margin: 0 }}
      onChange={(event) => {
        const next = Number(event.currentTarget.value) || 0;
        levels.set(key, next);
        setLevel(next);
        report(key, next);
      }}
    />
  );
};

/** The controls over a running board; `stick` is the board's, so its drawing shows the knob moved. */
export const BitDogLabControls = ({
  boardId,
  stick,
  onStick,
}: {
  boardId: string;
  stick: Stick;
  onStick: (stick: Stick) => void;
}) => {
  const onPartInput = useLiveStore((state) => state.onPartInput);
  const report = useCallback<Report>((key, value) => onPartInput?.(key, value), [onPartInput]);
  return (
    <>
      <BoardButton name="buttonA" boardId={boardId} report={report} />
      <BoardButton name="buttonB" boardId={boardId} report={report} />
      <BoardJoystick boardId={boardId} stick={stick} onStick={onStick} report={report} />
      <MicrophoneSlider boardId={boardId} report={report} />
    </>
  );
};
