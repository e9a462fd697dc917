import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { NewProjectTile } from './new-project-tile.tsx';

/**
 * Spec §2 home. The recommended guides, the new-project flow and the project list come with the
 * projects and guides issues; until then the sections show what exists: nothing yet.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const createId = useId();
  const projectsId = useId();
  const name = me ? me.user.name || me.user.displayName || me.user.email : '';
  return (
    <Stack gap={40} maw={1200}>
      <PageTitle title={t('home.pageTitle')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('home.greeting', { name })}
      </Title>
      <section aria-labelledby={createId}>
        <Title order={2} id={createId} fz={22} mb="md">
          {t('home.createProject.title')}
        </Title>
        <NewProjectTile />
      </section>
      <section aria-labelledby={projectsId}>
        <Title order={2} id={projectsId} fz={22} mb="md">
          {t('home.myProjects.title')}
        </Title>
        <Text c="dimmed">{t('home.myProjects.empty')}</Text>
      </section>
    </Stack>
  );
};
