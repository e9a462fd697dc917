import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Me } from '../../../domain/me.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { homePath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { practicalGuideSource } from './guide-source.ts';
import { GuideWorkspace } from './guide-workspace.tsx';
import { CHECKS_PARAM, recommendedProjectsPath, TEMPLATE_EDITING_PARAM } from './guide-workspace-paths.ts';
import { fetchGuideAfterLeavingSaves, guideWorkspaceKeys } from './guide-workspace-queries.ts';

/** An unknown guide, or one this user may not see (unpublished, inactive): one answer for both. */
const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

const GuideNotFound = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <PageTitle title={t('guideWorkspace.notFound.title')} />
      <Stack align="center" maw={480} ta="center">
        <IconMapSearch size={48} stroke={1.4} aria-hidden="true" color="var(--mantine-color-navy-7)" />
        <Title order={1} fz={24}>
          {t('guideWorkspace.notFound.title')}
        </Title>
        <Text c="dimmed">{t('guideWorkspace.notFound.text')}</Text>
        <Group justify="center">
          <Button component={Link} to={recommendedProjectsPath(lang)}>
            {t('guideWorkspace.notFound.recommended')}
          </Button>
          <Anchor component={Link} to={homePath(lang)}>
            {t('workspace.backHome')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
};

interface GuideLoaderProps {
  id: string;
  me: Me;
  isTemplateEditing: boolean;
  openChecks: boolean;
}

/** Loads the guide as it is now (never an older cached copy) and opens it. */
const GuideLoader = ({ id, me, isTemplateEditing, openChecks }: GuideLoaderProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const guide = useQuery({
    queryKey: guideWorkspaceKeys.detail(id),
    queryFn: () => fetchGuideAfterLeavingSaves(id),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (guide.isError && !guide.isFetching) {
    if (isNotFound(guide.error)) return <GuideNotFound />;
    return (
      <Center mih="100dvh" p="md" component="main">
        <PageTitle title={t('guideWorkspace.loadFailed')} />
        <Stack align="center" maw={480} ta="center">
          <Title order={1} fz={24}>
            {t('guideWorkspace.loadFailed')}
          </Title>
          <Text c="dimmed">{errorText(t, guide.error)}</Text>
          <Button onClick={() => void guide.refetch()}>{t('projects.list.retry')}</Button>
          <Anchor component={Link} to={homePath(lang)}>
            {t('workspace.backHome')}
          </Anchor>
        </Stack>
      </Center>
    );
  }
  if (!guide.data || !guide.isFetchedAfterMount) return <FullPageLoader />;
  return (
    <GuideWorkspace
      guide={guide.data}
      me={me}
      isTemplateEditing={isTemplateEditing}
      source={practicalGuideSource(id, openChecks)}
    />
  );
};

/**
 * Spec §2 practical-guide/{guideId}: the guide in the workspace, never saved; with `?edit=1`, a
 * super admin's template editing of the guide's project (anyone else just follows the guide).
 */
export const GuideWorkspacePage = () => {
  const { guideId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  if (!me) return <FullPageLoader />;
  const isTemplateEditing = searchParams.get(TEMPLATE_EDITING_PARAM) === '1' && me.roles.superAdmin;
  const mode = isTemplateEditing ? 'template' : 'guide';
  return (
    <GuideLoader
      key={`${guideId}:${mode}`}
      id={guideId}
      me={me}
      isTemplateEditing={isTemplateEditing}
      openChecks={searchParams.get(CHECKS_PARAM) === '1'}
    />
  );
};
