import { Anchor, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ProjectList, ProjectListError, ProjectSkeletons } from '../projects/project-list.tsx';
import { projectsPath } from '../projects/project-paths.ts';
import { useNewestProjects } from '../projects/project-queries.ts';
import { useProjectActions } from '../projects/use-project-actions.tsx';

/** Spec §2 Home 'My Projects': the 5 newest, a 'See all' link, and the empty text. */
export const MyProjectsSection = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const newest = useNewestProjects();
  const { handleAction, dialogs } = useProjectActions();
  const projects = newest.data?.items ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId} fz={22}>
          {t('home.myProjects.title')}
        </Title>
        <Anchor component={Link} to={projectsPath(lang)} fw={600}>
          {t('home.myProjects.seeAll')}
        </Anchor>
      </Group>
      {newest.isPending && <ProjectSkeletons count={LIMITS.homeNewestProjects} />}
      {newest.isError && (
        <ProjectListError message={errorText(t, newest.error)} onRetry={() => void newest.refetch()} />
      )}
      {newest.isSuccess && projects.length === 0 && <Text c="dimmed">{t('home.myProjects.empty')}</Text>}
      {projects.length > 0 && (
        <ProjectList projects={projects} label={t('home.myProjects.title')} onAction={handleAction} />
      )}
      {dialogs}
    </section>
  );
};
