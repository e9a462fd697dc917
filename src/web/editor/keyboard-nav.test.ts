import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../domain/circuit/commands.ts';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';
import { led, makeDiagram, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { directionOf, keyMoveCommand, LARGE_MOVE_STEPS, pinInDirection } from './keyboard-nav.ts';

describe('moving parts with the arrow keys', () => {
  it('moves the selection one grid step a press, five with Shift, as one moveParts command', () => {
    expect(keyMoveCommand('ArrowRight', false, ['led1'])).toEqual({
      type: 'moveParts',
      partIds: ['led1'],
      dx: PIN_PITCH_PX,
      dy: 0,
    });
    expect(keyMoveCommand('ArrowUp', true, ['led1', 'r1'])).toEqual({
      type: 'moveParts',
      partIds: ['led1', 'r1'],
      dx: 0,
      dy: -PIN_PITCH_PX * LARGE_MOVE_STEPS,
    });
    expect(keyMoveCommand('ArrowLeft', false, ['a'])).toMatchObject({ dx: -PIN_PITCH_PX, dy: 0 });
    expect(keyMoveCommand('ArrowDown', false, ['a'])).toMatchObject({ dx: 0, dy: PIN_PITCH_PX });
  });

  it('is nothing for other keys or an empty selection', () => {
    expect(keyMoveCommand('Enter', false, ['led1'])).toBeUndefined();
    expect(keyMoveCommand('ArrowUp', false, [])).toBeUndefined();
    expect(directionOf('toString')).toBeUndefined();
  });

  it('moves the part and the bends of wires between moved parts, as a drag does', () => {
    const diagram = makeDiagram({
      parts: [pico({ id: 'pico', x: 0, y: 0 }), led({ id: 'led1', x: 100, y: 50 }), resistor({ id: 'r1' })],
      wires: [wire('led1:C', 'r1:1', { bends: [{ x: 120, y: 100 }] })],
    });
    const command = keyMoveCommand('ArrowDown', false, ['led1', 'r1']);
    if (!command) throw new Error('no command');
    const moved = applyCommand(diagram, command);
    expect(moved.parts.find((p) => p.id === 'led1')).toMatchObject({ x: 100, y: 50 + PIN_PITCH_PX });
    expect(moved.parts.find((p) => p.id === 'pico')).toMatchObject({ x: 0, y: 0 });
    expect(moved.wires[0]?.bends).toEqual([{ x: 120, y: 100 + PIN_PITCH_PX }]);
  });
});

describe('going from pin to pin with the arrow keys', () => {
  // Two columns of a board, as a Pico has: GP0 GP1 GND down the left, VBUS VSYS GND.8 down the right.
  const pins = [
    { name: 'GP0', x: 0, y: 0 },
    { name: 'GP1', x: 0, y: 10 },
    { name: 'GND.1', x: 0, y: 20 },
    { name: 'VBUS', x: 60, y: 0 },
    { name: 'VSYS', x: 60, y: 10 },
    { name: 'GND.8', x: 60, y: 20 },
  ];

  it('goes down and up a column, not across to the other side', () => {
    expect(pinInDirection(pins, 'GP0', 'down')).toBe('GP1');
    expect(pinInDirection(pins, 'GP1', 'down')).toBe('GND.1');
    expect(pinInDirection(pins, 'GND.8', 'up')).toBe('VSYS');
  });

  it('goes across to the pin in line on the other side', () => {
    expect(pinInDirection(pins, 'GP1', 'right')).toBe('VSYS');
    expect(pinInDirection(pins, 'GND.8', 'left')).toBe('GND.1');
  });

  it('stays put at an edge, and starts at the first pin from an unknown one', () => {
    expect(pinInDirection(pins, 'GND.1', 'down')).toBeUndefined();
    expect(pinInDirection(pins, 'GP0', 'left')).toBeUndefined();
    expect(pinInDirection(pins, 'nope', 'down')).toBe('GP0');
  });
});
