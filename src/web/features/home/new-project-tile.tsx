import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './new-project-tile.module.css';

/** The plus tile of 'Create Project'; disabled until the projects issue builds the create flow. */
export const NewProjectTile = () => {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Tooltip label={t('common.comingSoon')} withArrow events={{ hover: true, focus: true, touch: true }}>
      <UnstyledButton
        className={classes.tile}
        aria-disabled="true"
        aria-describedby={hintId}
        onClick={(event) => event.preventDefault()}
      >
        <IconPlus size={32} aria-hidden="true" />
        <Text fw={600} size="sm">
          {t('home.createProject.newProject')}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          {t('common.comingSoon')}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
};
