import type { BlockJson, WorkspaceJson } from './json.ts';

/** Test helpers: workspaces compared as blocks, whatever their ids and places. */

const strip = (block: BlockJson): BlockJson => {
  const { id: _id, x: _x, y: _y, ...rest } = block;
  const out: BlockJson = { ...rest };
  if (block.inputs) {
    out.inputs = Object.fromEntries(
      Object.entries(block.inputs).map(([name, input]) => [
        name,
        {
          ...(input.block && { block: strip(input.block) }),
          ...(input.shadow && { shadow: strip(input.shadow) }),
        },
      ]),
    );
  }
  if (block.next?.block) out.next = { block: strip(block.next.block) };
  return out;
};

/** A workspace without block ids and places, its variables sorted: what two readings must share. */
export const comparable = (workspace: WorkspaceJson) => ({
  blocks: (workspace.blocks?.blocks ?? []).map(strip),
  variables: [...(workspace.variables ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
});

/** Every block in a workspace, nested ones too. */
export const allBlocks = (workspace: WorkspaceJson): BlockJson[] => {
  const blocks: BlockJson[] = [];
  const visit = (block: BlockJson | undefined) => {
    if (!block) return;
    blocks.push(block);
    for (const input of Object.values(block.inputs ?? {})) {
      visit(input.block);
      visit(input.shadow);
    }
    visit(block.next?.block);
  };
  for (const block of workspace.blocks?.blocks ?? []) visit(block);
  return blocks;
};

export const blockTypes = (workspace: WorkspaceJson) => new Set(allBlocks(workspace).map(({ type }) => type));

export const countBlocks = (workspace: WorkspaceJson, types: readonly string[]) =>
  allBlocks(workspace).filter(({ type }) => types.includes(type)).length;
