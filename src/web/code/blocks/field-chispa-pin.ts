import * as Blockly from 'blockly/core';
import type { PinCapability, PinFieldDefinition } from '../../../domain/blocks/catalogue.ts';

/** A pin field's options for a capability, `kept` (the block's value) among them: `[label, pin]`. */
export type PinMenu = (capability: PinCapability, kept: string | null) => [string, string][];

/** Until the view sets the board's menu: the kept pin alone (headless use, tests). */
let pinMenu: PinMenu = (_capability, kept) => [[kept ?? 'GP15', kept ?? 'GP15']];
let usualPin: (capability: PinCapability, usual: string | undefined, menu: [string, string][]) => string = (
  _capability,
  usual,
  menu,
) => usual ?? menu[0]?.[1] ?? 'GP15';

/** The view says which pins the board on the canvas offers, and where a new block starts. */
export const setPinMenu = (menu: PinMenu, starting?: typeof usualPin) => {
  pinMenu = menu;
  if (starting) usualPin = starting;
};

/** A pin's name as a program writes it (`GP15`, `LED`, `A0`): a stored value is checked, not trusted. */
const PIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,15}$/;

/**
 * `field_chispa_pin` (catalogue.ts): a dropdown of the pins of the board on the canvas that can do
 * the block's `capability`, named by the parts wired to them. The options follow the circuit
 * (`refreshOptions`, called when it changes); a pin no longer offered keeps its value and still
 * shows, since a block never loses what the student chose.
 */
export class FieldChispaPin extends Blockly.FieldDropdown {
  private capability: PinCapability = 'digital';
  /** The value the options are generated around (set before Blockly asks for them again). */
  private kept: string | null = null;

  constructor(capability: PinCapability, usual?: string) {
    super(Blockly.Field.SKIP_SETUP);
    this.capability = capability;
    this.setOptions(() => pinMenu(this.capability, this.kept));
    this.setValue(usualPin(capability, usual, pinMenu(capability, null)));
  }

  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig & Partial<PinFieldDefinition>) {
    return new FieldChispaPin(options.capability ?? 'digital', options.value);
  }

  protected override doClassValidation_(value?: string): string | null {
    return typeof value === 'string' && PIN_NAME.test(value) ? value : null;
  }

  protected override doValueUpdate_(value: string) {
    this.kept = value;
    this.getOptions(false);
    super.doValueUpdate_(value);
  }

  /** The circuit changed: the options again, and the label of the pin shown (its parts' names). */
  refreshOptions() {
    const value = this.getValue();
    if (value === null) return;
    this.doValueUpdate_(value);
    this.forceRerender();
  }
}

/** Registers ours, in place of any other (the grammar's tests register a stand-in under the same name). */
export const registerPinField = () => {
  const { FIELD } = Blockly.registry.Type;
  if (Blockly.registry.getClass(FIELD, 'field_chispa_pin', false) === FieldChispaPin) return;
  if (Blockly.registry.hasItem(FIELD, 'field_chispa_pin'))
    Blockly.fieldRegistry.unregister('field_chispa_pin');
  Blockly.fieldRegistry.register('field_chispa_pin', FieldChispaPin);
};

/** Every pin field of the workspace's blocks. */
export const pinFieldsOf = (workspace: Blockly.Workspace): FieldChispaPin[] =>
  workspace
    .getAllBlocks(false)
    .flatMap((block) => block.inputList.flatMap((input) => input.fieldRow))
    .filter((field): field is FieldChispaPin => field instanceof FieldChispaPin);
