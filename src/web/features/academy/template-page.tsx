import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Me } from '../../../domain/me.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { activityChecksOwner } from '../checks/checks-api.ts';
import { StarterProjectEditor } from '../course-editor/starter-project-editor.tsx';
import { type GuideSource, managesCourses } from '../guide-workspace/guide-source.ts';
import { GuideWorkspace } from '../guide-workspace/guide-workspace.tsx';
import { copyActivityToProjects, fetchActivityGuide } from './academy-api.ts';
import { academyPath, templatePath } from './academy-paths.ts';
import { academyKeys } from './academy-queries.ts';
import { ActivityLocked } from './activity-locked.tsx';
import { ACTIVITY_NOT_FOUND, BackToAcademy } from './back-to-academy.tsx';
import { ActivityBlocked } from './course-blocked.tsx';

/**
 * "Make it mine" of an activity goes through the academy, which checks the course's lock again;
 * a course manager's edit toggle opens the starter project's template editing.
 */
const activitySource = (activityId: string, openChecks: boolean): GuideSource => ({
  copyToProjects: () => copyActivityToProjects(activityId),
  editPathOf: (lang, edit) => templatePath(lang, activityId, { edit }),
  mayEditTemplate: managesCourses,
  checks: activityChecksOwner(activityId),
  openChecks,
});

const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <PageTitle title={t('guideWorkspace.loadFailed')} />
      <Stack align="center" maw={480} ta="center">
        <Title order={1} fz={24}>
          {t('guideWorkspace.loadFailed')}
        </Title>
        <Text c="dimmed">{errorText(t, error)}</Text>
        <Button onClick={onRetry}>{t('academy.page.retry')}</Button>
        <Anchor component={Link} to={academyPath(lang)}>
          {t('academy.course.back')}
        </Anchor>
      </Stack>
    </Center>
  );
};

/** The activity's starter guide as it is now (never an older cached copy), followed and never saved. */
const ActivityGuide = ({
  activityId,
  me,
  openChecks,
}: {
  activityId: string;
  me: Me;
  openChecks: boolean;
}) => {
  const guide = useQuery({
    queryKey: academyKeys.activityGuide(activityId),
    queryFn: () => fetchActivityGuide(activityId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (guide.isError && !guide.isFetching) {
    const { error } = guide;
    if (isApiError(error) && error.code === 'COURSE_BLOCKED')
      return <ActivityBlocked activityId={activityId} />;
    if (isApiError(error) && error.status === 403) return <ActivityLocked activityId={activityId} />;
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      return <BackToAcademy error={ACTIVITY_NOT_FOUND} />;
    return <LoadFailed error={error} onRetry={() => void guide.refetch()} />;
  }
  if (!guide.data || !guide.isFetchedAfterMount) return <FullPageLoader />;
  return (
    <GuideWorkspace
      guide={guide.data}
      me={me}
      isTemplateEditing={false}
      source={activitySource(activityId, openChecks)}
    />
  );
};

/**
 * Spec §2 template/{activityId}: an activity's starter guide in the guide workspace (starter
 * project, steps, sidebar), never saved. With `?edit=1`, course managers edit its starter project
 * (the course editor's StarterProjectEditor); anyone else just follows the guide.
 */
export const TemplatePage = () => {
  const { activityId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  if (!me) return <FullPageLoader />;
  if (!activityId) return <BackToAcademy error={ACTIVITY_NOT_FOUND} />;
  const openChecks = searchParams.get('checks') === '1';
  const follow = <ActivityGuide key={activityId} activityId={activityId} me={me} openChecks={openChecks} />;
  if (searchParams.get('edit') !== '1' || !managesCourses(me.roles)) return follow;
  return (
    <StarterProjectEditor
      key={`${activityId}:edit`}
      activityId={activityId}
      me={me}
      follow={follow}
      openChecks={openChecks}
    />
  );
};
