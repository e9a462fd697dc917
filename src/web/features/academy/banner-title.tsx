import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { COURSE_LIMITS } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './course-banner.module.css';
import { notify } from './notify.ts';
import { canSaveTitle, submitTitle, type TitleProblem, titleCounter, titleProblemOf } from './title-edit.ts';

const PROBLEM_KEYS = {
  empty: 'academy.banner.titleEmpty',
  tooShort: 'academy.banner.titleTooShort',
  tooLong: 'academy.banner.titleTooLong',
} as const satisfies Record<TitleProblem, string>;

interface BannerTitleProps {
  name: string;
  /** Resolves when saved; rejects when the save failed (the field stays open with the text). */
  onSave: (name: string) => Promise<unknown>;
  isSaving: boolean;
}

/** Spec §4 title edit on the banner: view → editing → saved or cancelled; Enter saves, Esc cancels. */
export const BannerTitle = ({ name, onSave, isSaving }: BannerTitleProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null)
    return (
      <Group gap="xs" wrap="nowrap" align="center">
        <Title order={1} className={classes.title}>
          {name}
        </Title>
        <Tooltip label={t('academy.banner.editTitle')}>
          <ActionIcon
            variant="white"
            color="navy"
            aria-label={t('academy.banner.editTitle')}
            onClick={() => setDraft(name)}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    );

  const problem = titleProblemOf(draft);
  const submit = () => {
    const action = submitTitle(name, draft);
    if (action.kind === 'cancel') return setDraft(null);
    if (action.kind === 'invalid') {
      if (action.problem === 'empty')
        notify(t, {
          color: 'red',
          title: t('academy.banner.validationTitle'),
          message: t('academy.banner.titleEmpty'),
        });
      return;
    }
    onSave(action.name).then(
      () => setDraft(null),
      () => undefined,
    );
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.titleEdit}>
      <TextInput
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        maxLength={COURSE_LIMITS.nameMax}
        aria-label={t('academy.banner.name')}
        description={titleCounter(draft)}
        error={problem ? t(PROBLEM_KEYS[problem]) : undefined}
        disabled={isSaving}
        className={classes.titleInput}
        classNames={{ description: classes.onBanner, error: classes.onBannerError }}
      />
      <ActionIcon
        variant="white"
        color="navy"
        size="lg"
        aria-label={t('academy.banner.saveTitle')}
        onClick={submit}
        disabled={!canSaveTitle(draft)}
        loading={isSaving}
      >
        <IconCheck size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="white"
        color="gray.8"
        size="lg"
        aria-label={t('academy.banner.cancelTitle')}
        onClick={() => setDraft(null)}
        disabled={isSaving}
      >
        <IconX size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
};
