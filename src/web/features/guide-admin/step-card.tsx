import { ActionIcon, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import { GUIDE_LIMITS } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ImageField } from '../../ui/image-field.tsx';
import type { GuideFormValues } from './guide-form.ts';
import type { StepRow } from './guide-steps.ts';
import classes from './steps-editor.module.css';
import { useGuideImageRules } from './use-guide-image-rules.ts';

interface StepCardProps {
  form: UseFormReturnType<GuideFormValues>;
  step: StepRow;
  index: number;
  count: number;
  disabled: boolean;
  isDropTarget: boolean;
  /** The id of the text explaining how the handle moves a step. */
  handleHintId: string;
  handleRef: Ref<HTMLButtonElement>;
  onMove: (to: number) => void;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onRemove: () => void;
}

/** One step of the guide: its handle and move buttons, its texts and its image. */
export const StepCard = (props: StepCardProps) => {
  const { form, step, index, count, disabled, handleHintId, onMove } = props;
  const { t } = useTranslation();
  const imageRules = useGuideImageRules();
  const number = index + 1;
  const vars = { number };
  const field = (name: keyof StepRow) => form.getInputProps(`steps.${index}.${name}`);
  const markdown = t('guideAdmin.editor.markdownHint');

  return (
    <li
      className={classes.step}
      data-drop-target={props.isDropTarget || undefined}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <Fieldset legend={t('guideAdmin.steps.legend', vars)} disabled={disabled} radius="md">
        <Group gap={4} className={classes.stepTools} wrap="nowrap">
          <ActionIcon
            ref={props.handleRef}
            variant="subtle"
            color="gray.8"
            size="lg"
            className={classes.handle}
            draggable={!disabled}
            aria-label={t('guideAdmin.steps.handle', vars)}
            aria-describedby={handleHintId}
            onKeyDown={props.onHandleKey}
            onDragStart={props.onDragStart}
            onDragEnd={props.onDragEnd}
          >
            <IconGripVertical size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('guideAdmin.steps.moveUp', vars)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('guideAdmin.steps.moveDown', vars)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={t('guideAdmin.steps.remove', vars)}
            onClick={props.onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Stack gap="xs">
          <TextInput
            label={t('guideAdmin.steps.stepName')}
            maxLength={GUIDE_LIMITS.nameMax}
            autoComplete="off"
            {...field('stepName')}
          />
          <Textarea
            label={t('guideAdmin.steps.description')}
            description={markdown}
            autosize
            minRows={2}
            maxRows={10}
            {...field('description')}
          />
          <Textarea
            label={t('guideAdmin.steps.details')}
            description={t('guideAdmin.steps.detailsHint')}
            autosize
            minRows={2}
            maxRows={10}
            {...field('details')}
          />
          <Textarea
            label={t('guideAdmin.steps.explanation')}
            description={markdown}
            autosize
            minRows={2}
            maxRows={10}
            {...field('explanation')}
          />
          <ImageField
            {...imageRules}
            {...imageRules}
            label={t('guideAdmin.steps.image')}
            chooseLabel={t('guideAdmin.steps.chooseImage', vars)}
            previewAlt={t('guideAdmin.steps.imageAlt', vars)}
            file={step.file}
            url={step.image}
            disabled={disabled}
            onChoose={(file) => form.setFieldValue(`steps.${index}.file`, file)}
            removeLabel={t('guideAdmin.steps.removeImage', vars)}
            onRemove={() => {
              form.setFieldValue(`steps.${index}.file`, null);
              form.setFieldValue(`steps.${index}.image`, null);
            }}
          />
        </Stack>
      </Fieldset>
    </li>
  );
};
