import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DragEvent, KeyboardEvent } from 'react';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';

interface ReorderHandleProps {
  /** The handle's id for the keyboard reorder (focus follows it) and the drop marks. */
  handleId: string;
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  dragProps: {
    draggable: boolean;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
}

/** The grip a module or an activity is moved by: dragged with the mouse, or picked up with Space or Enter. */
export const ReorderHandle = ({ handleId, label, onKeyDown, dragProps }: ReorderHandleProps) => {
  const { keyboard, handleHintId, isSaving } = useCourseEditorContext();
  const isGrabbed = keyboard.grabbedHandle === handleId;
  return (
    <ActionIcon
      ref={keyboard.registerHandle(handleId)}
      variant={isGrabbed ? 'filled' : 'subtle'}
      color={isGrabbed ? 'navy' : 'gray.8'}
      size="lg"
      className={classes.handle}
      aria-label={label}
      aria-describedby={handleHintId}
      aria-pressed={isGrabbed}
      data-handle={handleId}
      disabled={isSaving}
      onKeyDown={onKeyDown}
      onBlur={keyboard.onHandleBlur}
      {...dragProps}
    >
      <IconGripVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
};
