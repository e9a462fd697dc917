import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { isKeypadFloor, KEYPAD_FLOORS } from '../../../domain/class-activity.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './class-activity.module.css';

interface KeypadProps {
  /** The caller holds the keyboard: the keys press; for everyone else they are shown disabled. */
  isEnabled: boolean;
  /** The floor being sent, shown pressed until the server answers. */
  pending: number | null;
  onPress: (floor: number) => void;
}

/** Typing in a field or a list (the mentor's student picker) is not pressing the keypad. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The holder's digit keys anywhere on the page press the keypad, as on the real one. */
const useDigitKeys = (isEnabled: boolean, onPress: (floor: number) => void) => {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTypingTarget(event.target) || !/^[0-9]$/.test(event.key)) return;
      const floor = Number(event.key);
      if (!isKeypadFloor(floor)) return;
      event.preventDefault();
      latest.current(floor);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled]);
};

/** Spec §5 keypad: a membrane keypad of floors 1–9 in rows of three. */
export const Keypad = ({ isEnabled, pending, onPress }: KeypadProps) => {
  const { t } = useTranslation();
  useDigitKeys(isEnabled, onPress);
  return (
    <Stack gap="xs" align="center">
      <fieldset aria-label={t('classActivity.keypad.label')} className={classes.keypad}>
        {KEYPAD_FLOORS.map((floor) => (
          <button
            key={floor}
            type="button"
            className={classes.key}
            disabled={!isEnabled}
            data-pressed={pending === floor}
            aria-label={t('classActivity.keypad.key', { floor })}
            onClick={() => onPress(floor)}
          >
            {floor}
          </button>
        ))}
      </fieldset>
      <Text size="sm" c="dimmed" ta="center" maw={320}>
        {isEnabled ? t('classActivity.keypad.holderHelp') : t('classActivity.keypad.readOnlyHelp')}
      </Text>
    </Stack>
  );
};
