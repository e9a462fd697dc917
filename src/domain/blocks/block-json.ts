import { CATALOGUE } from './catalogue.ts';
import type { BlockJson, FieldValue, InputJson } from './json.ts';

/** Reading a block's JSON defensively: a workspace may come from anywhere (a DB row, a client). */

/** A field's value as text: only strings, numbers and booleans have one (an object has none, even a hostile one). */
export const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** `table[key]` for the table's own keys only (`constructor` is no operator). */
export const own = <T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

export const isEnabled = (block: BlockJson) =>
  block.disabled !== true &&
  !(Array.isArray(block.disabledReasons) && block.disabledReasons.length > 0) &&
  (block as { enabled?: unknown }).enabled !== false;

/** The block plugged into an input, or its shadow. */
export const inputBlock = (block: BlockJson, name: string): BlockJson | undefined => {
  const input: InputJson | undefined = block.inputs?.[name];
  const found = input?.block ?? input?.shadow;
  return found && typeof found === 'object' && typeof found.type === 'string' ? found : undefined;
};

export const nextBlock = (block: BlockJson): BlockJson | undefined => {
  const next = block.next?.block ?? block.next?.shadow;
  return next && typeof next === 'object' && typeof next.type === 'string' ? next : undefined;
};

/** A field's value, or the default its definition gives (a dropdown's first option, a pin's value). */
export const fieldOf = (block: BlockJson, name: string): FieldValue | undefined => {
  const value = block.fields?.[name];
  if (value !== undefined && value !== null) return value;
  const arg = CATALOGUE.get(block.type)?.definition.args0?.find((candidate) => candidate.name === name) as
    | { type?: string; value?: unknown; text?: unknown; options?: unknown[][] }
    | undefined;
  if (!arg) return undefined;
  if (arg.type === 'field_dropdown') return arg.options?.[0]?.[1] as string | undefined;
  return (arg.value ?? arg.text) as FieldValue | undefined;
};

export const textField = (block: BlockJson, name: string): string => {
  const value = fieldOf(block, name);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
};

/** A mutator's count (`elseIfCount`, `itemCount`), clamped: hostile JSON may say anything. */
export const countOf = (block: BlockJson, key: string, fallback = 0): number => {
  const state = block.extraState;
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : fallback;
  return Number.isFinite(number) ? Math.max(0, Math.min(200, Math.trunc(number))) : fallback;
};

export const flagOf = (block: BlockJson, key: string): boolean => {
  const state = block.extraState;
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[key] === true;
};
