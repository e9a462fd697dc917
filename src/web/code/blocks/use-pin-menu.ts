import type * as Blockly from 'blockly/core';
import { type RefObject, useEffect } from 'react';
import type { PinCapability } from '../../../domain/blocks/catalogue.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { Locale } from '../../../domain/locales.ts';
import { getDiagram, subscribeToDiagramChanges } from '../../editor/store.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { pinFieldsOf, setPinMenu } from './field-chispa-pin.ts';
import { pinLabel } from './pin-labels.ts';
import { pinOptions, startingPin } from './pin-options.ts';

/**
 * The pin fields offer the pins of the board on the canvas, named by the parts wired to them in
 * the page's language, and follow the circuit as it changes.
 */
export const usePinMenu = (workspaceRef: RefObject<Blockly.WorkspaceSvg | null>, locale: Locale | null) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!locale) return;
    // One netlist per circuit and capability, however many fields ask.
    let cached: { diagram: Diagram; byCapability: Map<string, ReturnType<typeof pinOptions>> } | null = null;
    const optionsFor = (capability: PinCapability) => {
      const diagram = getDiagram();
      if (cached?.diagram !== diagram) cached = { diagram, byCapability: new Map() };
      let options = cached.byCapability.get(capability);
      if (!options) {
        options = pinOptions(diagram, capability);
        cached.byCapability.set(capability, options);
      }
      return options;
    };
    setPinMenu(
      (capability, kept) => {
        const options = optionsFor(capability);
        const all =
          kept && !options.some((option) => option.pin === kept)
            ? [...options, { pin: kept, parts: [], isMissing: true }]
            : options;
        return all.map((option) => [pinLabel(t, option), option.pin]);
      },
      (capability, usual) => startingPin(optionsFor(capability), usual),
    );
    const refresh = () => {
      const workspace = workspaceRef.current;
      if (workspace) for (const field of pinFieldsOf(workspace)) field.refreshOptions();
    };
    refresh();
    return subscribeToDiagramChanges(refresh);
  }, [workspaceRef, locale, t]);
};
