import type { RefObject } from 'react';
import type { GeneratedProgram } from '../../../domain/blocks/codec.ts';
import type { WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { ErrorHint } from '../../../domain/code/error-hints.ts';

/** What a run shows on the blocks: the line it is at, and the line and hint of its error. */
export interface RunMarks {
  runningLine?: number | null;
  errorLine?: number;
  hint?: ErrorHint;
}

/** The blocks as the view opened them: parsed from the code, or the stored ones still true to it. */
export interface OpenedView {
  blocks: WorkspaceJson;
  code: string;
  isParsed: boolean;
}

/** The Blocks view's props (blocks-view.tsx), apart so the code pane names them without downloading it. */
export interface BlocksViewProps {
  code: string;
  /** The project's stored workspace: used while it still generates `code`. */
  blocks: WorkspaceJson | null;
  isReadOnly: boolean;
  /** The view opened the program as blocks (not called again when the language changes). */
  onOpen?: (opened: OpenedView) => void;
  /** The student changed the blocks: the workspace and the code it generates now. */
  onEdit?: (change: { blocks: WorkspaceJson; code: string }) => void;
  /** Set to what the blocks generate now: Run runs it with its trace lines. */
  programRef: RefObject<GeneratedProgram | null>;
  /** The run's marks as they change; returns the unsubscribe. */
  subscribeRun: (listener: (marks: RunMarks) => void) => () => void;
}
