import { Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import classes from './new-project-tile.module.css';

/** The plus tile of 'Create Project' (spec §2 Home): opens the create modal. */
export const NewProjectTile = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <UnstyledButton className={classes.tile} onClick={onClick} aria-haspopup="dialog">
      <IconPlus size={32} aria-hidden="true" />
      <Text fw={600} size="sm">
        {t('home.createProject.newProject')}
      </Text>
    </UnstyledButton>
  );
};
