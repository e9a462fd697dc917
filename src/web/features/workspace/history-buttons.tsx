import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { performAction, useCanRedo, useCanUndo } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/**
 * Undo and redo of the diagram, for the workspace top bars (spec §2): the same actions as Ctrl+Z and
 * Ctrl+Y, so the canvas' live region says what was undone or redone whichever way it was asked.
 */
export const HistoryButtons = ({ isReadOnly }: { isReadOnly: boolean }) => {
  const { t } = useTranslation();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  return (
    <>
      <Tooltip label={t('workspace.undo')}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          onClick={() => performAction('undo')}
          data-tour="history"
          disabled={isReadOnly || !canUndo}
          aria-label={t('workspace.undo')}
        >
          <IconArrowBackUp size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('workspace.redo')}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          onClick={() => performAction('redo')}
          data-tour="history"
          disabled={isReadOnly || !canRedo}
          aria-label={t('workspace.redo')}
        >
          <IconArrowForwardUp size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </>
  );
};
