import { TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './workspace-top-bar.module.css';

interface ProjectNameProps {
  name: string;
  canRename: boolean;
  onRename: (name: string) => void;
}

/** The project name in the top bar; a click (or Enter) turns it into a field: Enter or leaving keeps, Escape cancels. */
export const ProjectName = ({ name, canRename, onRename }: ProjectNameProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    const trimmed = draft?.trim();
    if (trimmed && trimmed !== name) onRename(trimmed);
    setDraft(null);
  };

  if (!canRename)
    return (
      <h1 className={classes.name} title={name} data-tour="project-name">
        {name}
      </h1>
    );
  if (draft === null)
    return (
      <h1 className={classes.nameHeading} data-tour="project-name">
        <UnstyledButton
          className={classes.name}
          onClick={() => setDraft(name)}
          title={t('workspace.rename')}
          aria-label={t('workspace.renameNamed', { name })}
        >
          {name}
        </UnstyledButton>
      </h1>
    );
  return (
    <TextInput
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      aria-label={t('workspace.nameLabel')}
      size="sm"
      className={classes.nameInput}
      autoFocus
    />
  );
};
