import { Anchor, Button, Center, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { boardPath, projectsPath } from '../features/projects/project-paths.ts';
import { projectKeys } from '../features/projects/project-queries.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useLang } from '../lib/use-lang.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { keptReadsUnder } from './kept-reads.ts';
import { keptProjectsOf } from './offline-state.ts';

/** How many of the projects opened before the offline state lists. */
const LISTED_PROJECTS = 8;

/**
 * The projects that open without the network: those this tab's query cache holds, and those kept on
 * this computer (kept-reads.ts), which a page opened offline after a reload has only there.
 */
const useKeptProjects = () => {
  const queryClient = useQueryClient();
  const { data: kept = [] } = useQuery({
    queryKey: ['offline', 'kept-projects'],
    queryFn: () => keptReadsUnder(projectKeys.all[0]),
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  const entries = [
    ...queryClient.getQueriesData({ queryKey: projectKeys.lists }),
    ...queryClient.getQueriesData({ queryKey: [...projectKeys.all, 'detail'] }),
    ...kept,
  ];
  return keptProjectsOf(entries, LISTED_PROJECTS);
};

/**
 * What a page that needs the network shows without it: what needs the connection, the projects
 * that open without it, and the way to the projects page. The page comes back by itself when the
 * connection does (its gate re-renders on `online`).
 */
export const OfflineState = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const projects = useKeptProjects();
  return (
    <Paper withBorder radius="md" p="lg" maw={640} data-offline-state="">
      <PageTitle title={t('offline.pages.title')} />
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconWifiOff size={24} aria-hidden="true" />
          <Title order={1} fz={24}>
            {t('offline.pages.title')}
          </Title>
        </Group>
        <Text>{t('offline.pages.needsNetwork')}</Text>
        <Text c="dimmed" size="sm">
          {t('offline.pages.comesBack')}
        </Text>
        <Title order={2} fz={18} mt="xs">
          {t('offline.pages.available')}
        </Title>
        {projects.length > 0 ? (
          <List aria-label={t('offline.pages.keptProjects')} spacing={4}>
            {projects.map((project) => (
              <List.Item key={project.id}>
                <Anchor component={Link} to={boardPath(lang, project.id)}>
                  {project.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed">{t('offline.pages.noKeptProjects')}</Text>
        )}
        <Button component={Link} to={projectsPath(lang)} variant="light">
          {t('offline.pages.toProjects')}
        </Button>
      </Stack>
    </Paper>
  );
};

/** The offline state alone on the page, where no layout is around it (a full-screen page, the route's error). */
export const FullPageOfflineState = () => (
  <Center mih="100dvh" p="md">
    <OfflineState />
  </Center>
);
