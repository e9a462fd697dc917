import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { ProjectModal } from '../projects/lazy-dialogs.ts';
import { CreateProjectSection } from './create-project-section.tsx';
import { MyProjectsSection } from './my-projects-section.tsx';

/** Spec §2 home: create a project or start from a recent guide, then my newest projects. */
export const HomePage = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [isCreating, setIsCreating] = useState(false);
  const name = me ? me.user.name || me.user.displayName || me.user.email : '';
  return (
    <Stack gap={40} maw={1200}>
      <PageTitle title={t('home.pageTitle')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('home.greeting', { name })}
      </Title>
      <CreateProjectSection onCreate={() => setIsCreating(true)} />
      <MyProjectsSection />
      <ProjectModal mode="create" project={null} opened={isCreating} onClose={() => setIsCreating(false)} />
    </Stack>
  );
};
