import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { GUIDE_LIMITS } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { GuideFormValues } from './guide-form.ts';
import { keyMoveTarget, moveItem, newStepRow } from './guide-steps.ts';
import { StepCard } from './step-card.tsx';
import classes from './steps-editor.module.css';

interface StepsEditorProps {
  form: UseFormReturnType<GuideFormValues>;
  disabled: boolean;
}

/**
 * The guide's steps: add, remove (after a confirmation), and reorder by dragging the handle, by
 * the arrow keys on the focused handle, or by the up and down buttons; each move is announced.
 */
export const StepsEditor = ({ form, disabled }: StepsEditorProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const steps = form.values.steps;
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, keepFocus: boolean) => {
    const next = moveItem(steps, from, to);
    if (next === steps) return;
    const rowId = steps[from]?.rowId;
    form.setFieldValue('steps', [...next]);
    const position = next.findIndex((step) => step.rowId === rowId) + 1;
    setAnnouncement(t('guideAdmin.steps.moved', { position, count: next.length }));
    // Reordering moves the handle's element; focus follows it so the arrows can keep moving it.
    if (keepFocus && rowId) requestAnimationFrame(() => handles.current.get(rowId)?.focus());
  };

  const handleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = keyMoveTarget(event.key, index, steps.length);
    if (target === null) return;
    event.preventDefault();
    move(index, target, true);
  };

  const handleDragStart = (rowId: string) => (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', rowId);
    const card = event.currentTarget.closest('li');
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
    setDragged(rowId);
  };

  const handleDragOver = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  };

  const handleDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragged === null) return;
    event.preventDefault();
    move(
      steps.findIndex((step) => step.rowId === dragged),
      index,
      false,
    );
    endDrag();
  };

  const endDrag = () => {
    setDragged(null);
    setDropIndex(null);
  };

  const confirmRemove = (index: number) =>
    openConfirmModal({
      title: t('guideAdmin.steps.removeTitle'),
      children: <Text size="sm">{t('guideAdmin.steps.removeText', { number: index + 1 })}</Text>,
      labels: { confirm: t('guideAdmin.steps.removeConfirm'), cancel: t('guideAdmin.steps.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => {
        form.removeListItem('steps', index);
        setAnnouncement(t('guideAdmin.steps.removed', { number: index + 1 }));
      },
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('guideAdmin.steps.title')}
      </Title>
      <Text size="sm" c="dimmed" id={hintId}>
        {t('guideAdmin.steps.handleHint')}
      </Text>
      {steps.length === 0 && <Text size="sm">{t('guideAdmin.steps.empty')}</Text>}
      <ol className={classes.list}>
        {steps.map((step, index) => (
          <StepCard
            key={step.rowId}
            form={form}
            step={step}
            index={index}
            count={steps.length}
            disabled={disabled}
            isDropTarget={dropIndex === index && dragged !== step.rowId}
            handleHintId={hintId}
            handleRef={(element) => {
              if (element) handles.current.set(step.rowId, element);
              else handles.current.delete(step.rowId);
            }}
            onMove={(to) => move(index, to, true)}
            onHandleKey={handleKey(index)}
            onDragStart={handleDragStart(step.rowId)}
            onDragEnd={endDrag}
            onDragOver={handleDragOver(index)}
            onDrop={handleDrop(index)}
            onRemove={() => confirmRemove(index)}
          />
        ))}
      </ol>
      {form.errors.steps && (
        <Text size="sm" c="red.9" role="alert">
          {form.errors.steps}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={disabled || steps.length >= GUIDE_LIMITS.stepsMax}
        onClick={() => form.insertListItem('steps', newStepRow())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('guideAdmin.steps.add')}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
};
