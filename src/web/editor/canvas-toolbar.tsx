import { ActionIcon, Divider, Group, Paper, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCopy,
  IconFlipVertical,
  IconFocusCentered,
  IconRotateClockwise,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { Panel, useReactFlow } from '@xyflow/react';
import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { performAction } from './actions.ts';
import classes from './canvas.module.css';
import type { CanvasAction } from './shortcuts.ts';
import { useCanRedo, useCanUndo, useEditorStore } from './store.ts';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

const GROUPS: readonly (readonly [CanvasAction, Icon, string])[][] = [
  [
    ['undo', IconArrowBackUp, 'Ctrl+Z'],
    ['redo', IconArrowForwardUp, 'Ctrl+Y'],
  ],
  [
    ['rotate', IconRotateClockwise, 'R'],
    ['mirror', IconFlipVertical, 'M'],
    ['duplicate', IconCopy, 'D'],
    ['delete', IconTrash, 'Delete'],
  ],
  [
    ['zoomOut', IconZoomOut, '-'],
    ['zoomIn', IconZoomIn, '+'],
    ['fitView', IconFocusCentered, 'F'],
  ],
];

/** Why a button is disabled: nothing to act on, or a read-only diagram. */
const useEnabled = (): Record<CanvasAction, boolean> => {
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const parts = useEditorStore((state) => state.selection.partIds.length);
  const wires = useEditorStore((state) => state.selection.wireIds.length);
  const canEditParts = !isReadOnly && parts > 0;
  return {
    undo: canUndo,
    redo: canRedo,
    rotate: canEditParts,
    mirror: canEditParts,
    duplicate: canEditParts,
    delete: !isReadOnly && parts + wires > 0,
    copy: parts > 0,
    paste: !isReadOnly,
    cancel: true,
    selectAll: true,
    zoomIn: true,
    zoomOut: true,
    fitView: true,
  };
};

/** The canvas's floating toolbar; each button is an editor action with its shortcut. */
export const CanvasToolbar = () => {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const enabled = useEnabled();
  return (
    <Panel position="top-center" className={classes.toolbarPanel}>
      <Paper shadow="xs" radius="md" p={4} withBorder role="toolbar" aria-label={t('editor.canvas.toolbar')}>
        <Group gap={4} wrap="nowrap">
          {GROUPS.map((group, index) => (
            <Group key={group[0]?.[0]} gap={2} wrap="nowrap">
              {index > 0 && <Divider orientation="vertical" mx={2} />}
              {group.map(([action, Icon, keys]) => {
                const label = `${t(`editor.actions.${action}`)} (${keys})`;
                return (
                  <Tooltip key={action} label={label} withArrow openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      aria-label={t(`editor.actions.${action}`)}
                      disabled={!enabled[action]}
                      onClick={() => performAction(action, flow)}
                    >
                      <Icon size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                );
              })}
            </Group>
          ))}
        </Group>
      </Paper>
    </Panel>
  );
};
