import { DEFAULTS } from './constants.ts';

export const PROJECT_LIMITS = {
  nameMax: 100,
  codeMax: 200_000,
  searchMax: 100,
  pageSizeMax: 100,
  /** Blockly's workspace JSON beside the code (issue 30), in characters of JSON. */
  blocksMax: 512_000,
  /**
   * How deep that JSON may nest: Blockly nests a stack's next block two levels under the one
   * above, so this is some 1 500 blocks in one stack; deeper is refused before PostgreSQL's jsonb
   * parser (recursive, its stack limited) ever reads it.
   */
  blocksDepthMax: 3000,
  /** A save carries the whole diagram and code; the API's default body limit is 1 MiB. */
  bodyBytes: 4 * 1024 * 1024,
} as const;

/** The name a duplicate gets (spec §4, §9: `'{name} (copia)'`), kept within the name limit. */
export const copyNameOf = (name: string): string =>
  `${name.slice(0, PROJECT_LIMITS.nameMax - DEFAULTS.projectCopySuffix.length)}${DEFAULTS.projectCopySuffix}`;
