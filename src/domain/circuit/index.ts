/** The circuit model: parts, pins, wires, edit commands, undo, clipboard and Wokwi's diagram.json. */
export * from './auto-route.ts';
export * from './checks.ts';
export * from './clipboard.ts';
export * from './code-pins.ts';
export * from './commands.ts';
export * from './diagram.ts';
export * from './diagram-checks.ts';
export {
  attrsSchema,
  diagramPartSchema,
  diagramSchema,
  diagramWireSchema,
  idSchema,
  partTypeSchema,
  pinNameSchema,
  pinRefSchema,
  pointSchema,
  storedDiagramSchema,
} from './diagram-schema.ts';
export * from './footprint.ts';
export * from './free-spot.ts';
export * from './history.ts';
export * from './ids.ts';
export * from './netlist.ts';
export * from './parts.ts';
export * from './paste.ts';
export * from './repair.ts';
export * from './route.ts';
export * from './simulation.ts';
export * from './wire-exit.ts';
export * from './wiring.ts';
export * from './wokwi.ts';
export { FLIP_ATTR } from './wokwi-export.ts';
