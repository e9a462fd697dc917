import { Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { COURSE_CONTENT_LIMITS, type CourseModule } from '../../../domain/course-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './course-editor.module.css';
import { useCourseEditorContext } from './course-editor-context.ts';
import { ModuleImageField } from './module-image-field.tsx';

interface ModuleDetailsProps {
  module: CourseModule;
  index: number;
  moduleKey: string;
}

/** A module's name, description and image, behind a toggle so the page shows the course's shape first. */
export const ModuleDetails = ({ module, index, moduleKey }: ModuleDetailsProps) => {
  const { t } = useTranslation();
  const { draft, dispatch, isSaving } = useCourseEditorContext();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const { number } = module;
  return (
    <>
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <IconChevronRight size={16} aria-hidden="true" className={classes.chevron} data-open={isOpen} />
        <Text span size="sm">
          {t('courseEditor.module.details', { number })}
        </Text>
      </UnstyledButton>
      <div id={detailsId} hidden={!isOpen}>
        {isOpen && (
          <Stack gap="xs" className={classes.fields}>
            <TextInput
              label={t('courseEditor.module.name')}
              value={module.name}
              maxLength={COURSE_CONTENT_LIMITS.nameMax}
              disabled={isSaving}
              autoComplete="off"
              onChange={(event) =>
                dispatch({ type: 'updateModule', index, fields: { name: event.currentTarget.value } })
              }
            />
            <Textarea
              label={t('courseEditor.module.description')}
              value={module.description ?? ''}
              maxLength={COURSE_CONTENT_LIMITS.textMax}
              disabled={isSaving}
              autosize
              minRows={2}
              maxRows={6}
              onChange={(event) =>
                dispatch({
                  type: 'updateModule',
                  index,
                  fields: { description: event.currentTarget.value },
                })
              }
            />
            <ModuleImageField
              number={number}
              url={module.image}
              file={draft.images[moduleKey]}
              disabled={isSaving}
              onChoose={(file) => dispatch({ type: 'setModuleImage', index, file })}
            />
          </Stack>
        )}
      </div>
    </>
  );
};
