import type * as Blockly from 'blockly/core';
import { type RefObject, useEffect } from 'react';
import type { GeneratedProgram } from '../../../domain/blocks/codec.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { RunMarks } from './blocks-view-props.ts';

const ERROR_WARNING = 'chispa-run-error';

/**
 * A run on the blocks: the block being run lit (from the line the run reports, through the
 * program's `lineBlocks`), cleared when the run ends; an error's block selected, scrolled to and
 * carrying the hint in the student's language as its warning.
 */
export const useRunMarks = (
  workspaceRef: RefObject<Blockly.WorkspaceSvg | null>,
  programRef: RefObject<GeneratedProgram | null>,
  subscribeRun: (listener: (marks: RunMarks) => void) => () => void,
) => {
  const { t } = useTranslation();
  useEffect(() => {
    let lit: string | null = null;
    let warned: Blockly.BlockSvg | null = null;
    let errorLine: number | undefined;
    const blockAt = (line: number | null | undefined) =>
      line ? (programRef.current?.lineBlocks[line] ?? null) : null;
    return subscribeRun((marks) => {
      const workspace = workspaceRef.current;
      if (!workspace) return;
      const running = blockAt(marks.runningLine);
      if (running !== lit && (running === null || workspace.getBlockById(running))) {
        lit = running;
        workspace.highlightBlock(running);
      }
      if (marks.errorLine === errorLine) return;
      errorLine = marks.errorLine;
      if (warned && !warned.isDeadOrDying()) warned.setWarningText(null, ERROR_WARNING);
      warned = null;
      const id = blockAt(errorLine);
      const block = id ? workspace.getBlockById(id) : null;
      if (!block) return;
      const hint = marks.hint;
      block.setWarningText(
        hint ? t(`run.hints.${hint.key}`, hint.params) : t('workspace.blocks.error'),
        ERROR_WARNING,
      );
      block.select();
      workspace.centerOnBlock(block.id);
      warned = block;
    });
  }, [workspaceRef, programRef, subscribeRun, t]);
};
