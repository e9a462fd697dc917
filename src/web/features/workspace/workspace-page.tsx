import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { homePath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../../offline/kept-reads.ts';
import { openWithEntry } from '../../offline/outbox-entry.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { projectsPath } from '../projects/project-paths.ts';
import { projectKeys } from '../projects/project-queries.ts';
import { useOutboxEntry } from './use-outbox-entry.ts';
import { fetchProjectAfterLeavingSaves } from './use-project-save.ts';
import { WorkspaceEditor } from './workspace-editor.tsx';

const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 400);

/** Spec §2 board/{id}: the blank project workspace, full screen. */
export const WorkspacePage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  // The editors start from the server's copy as it is now, never from an older cached one.
  // Offline, the copy kept on this computer when it was last opened (offline/kept-reads.ts).
  const project = useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: withKeptRead(projectKeys.detail(id), () => fetchProjectAfterLeavingSaves(id)),
    networkMode: KEPT_NETWORK_MODE,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Edits of an earlier visit the server has not accepted yet: the workspace opens with them.
  const waiting = useOutboxEntry(id);

  if (project.isError && !project.isFetching) {
    // A project that is not there for this user (gone, or never shared) is not fixed by trying again.
    const missing = isMissing(project.error);
    return (
      <Center mih="100dvh" p="md">
        <PageTitle title={t(missing ? 'workspace.missing.title' : 'workspace.loadFailed')} />
        <Stack align="center" maw={480} ta="center">
          <Title order={1} fz={24}>
            {t(missing ? 'workspace.missing.title' : 'workspace.loadFailed')}
          </Title>
          <Text c="dimmed">{missing ? t('workspace.missing.text') : errorText(t, project.error)}</Text>
          {missing ? (
            <Button component={Link} to={projectsPath(lang)} data-testid="missing-project-list">
              {t('workspace.missing.projects')}
            </Button>
          ) : (
            <Button onClick={() => void project.refetch()}>{t('projects.list.retry')}</Button>
          )}
          <Anchor component={Link} to={homePath(lang)}>
            {t('workspace.backHome')}
          </Anchor>
        </Stack>
      </Center>
    );
  }
  if (!project.data || !project.isFetchedAfterMount || !waiting.isReady) return <FullPageLoader />;
  const opened = openWithEntry(project.data, waiting.entry);
  return <WorkspaceEditor key={id} project={opened.project} pending={opened.pending} />;
};
