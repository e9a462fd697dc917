/** What the view reads of a Blockly event (Blockly.Events.Abstract has these). */
export interface BlocklyEventLike {
  type: string;
  isUiEvent: boolean;
  workspaceId?: string;
}

/** Blockly's own bookkeeping, not an edit: the end of a load. */
const NOT_EDITS = new Set(['finished_loading']);

/**
 * Whether a workspace event changes the program or its layout (a block made, deleted, moved, a
 * field or a variable changed), and so is saved: not the UI's selections, clicks, scrolls, zooms,
 * drags in progress, toolbox and bubble openings, nor anything of another workspace (the flyout's).
 */
export const isProgramEdit = (event: BlocklyEventLike, workspaceId: string): boolean =>
  !event.isUiEvent && !NOT_EDITS.has(event.type) && event.workspaceId === workspaceId;
