import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { fetchActivityGuide } from '../academy/academy-api.ts';
import { academyKeys } from '../academy/academy-queries.ts';
import { useMe } from '../auth/session.ts';
import type { ActivityPageKind } from './activity-top-bar.tsx';
import { ActivityWorkspace } from './activity-workspace.tsx';
import { useActivityProject, useGroupActivities, useSubmission } from './classwork-queries.ts';

/** What the page cannot show, with the way back (spec §8: a clear message, never a blank page). */
const Problem = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <PageTitle title={t('classwork.loadFailed')} />
      <Stack align="center" maw={480} ta="center">
        <Title order={1} fz={24}>
          {t('classwork.loadFailed')}
        </Title>
        <Text c="dimmed">{message}</Text>
        {onRetry && <Button onClick={onRetry}>{t('classwork.retry')}</Button>}
        <Anchor component={Link} to={`/${lang}/groups`}>
          {t('classwork.backToGroups')}
        </Anchor>
      </Stack>
    </Center>
  );
};

interface LoaderProps {
  kind: ActivityPageKind;
  activityId: string;
  groupId: string;
  studentUid: string;
  isOwnWork: boolean;
}

/** The student opens their own project (made once); a tutor reads the student's. */
const ActivityLoader = ({ kind, activityId, groupId, studentUid, isOwnWork }: LoaderProps) => {
  const { t } = useTranslation();
  const work = { groupId, activityId, studentId: studentUid };
  const opened = useActivityProject(groupId, activityId, isOwnWork);
  const submission = useSubmission(work, !isOwnWork || opened.isSuccess);
  const activities = useGroupActivities(groupId);
  const guide = useQuery({
    queryKey: academyKeys.activityGuide(activityId),
    queryFn: () => fetchActivityGuide(activityId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failed = [opened, submission, guide].find((query) => query.isError && !query.isFetching);
  if (failed) return <Problem message={errorText(t, failed.error)} onRetry={() => void failed.refetch()} />;
  if (!submission.data || !guide.data) return <FullPageLoader />;
  const projectId = isOwnWork ? (opened.data?.projectId ?? null) : submission.data.projectId;
  return (
    <ActivityWorkspace
      kind={kind}
      activityId={activityId}
      work={{ groupId, studentUid }}
      submission={submission.data}
      activities={activities.data}
      guide={guide.data}
      projectId={projectId}
    />
  );
};

const useActivityRoute = (kind: ActivityPageKind) => {
  const { t } = useTranslation();
  const { activityId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  const groupId = searchParams.get('groupId') ?? '';
  const studentUid = searchParams.get('studentUid') ?? '';
  if (!me) return <FullPageLoader />;
  if (!activityId || !groupId || !studentUid) return <Problem message={t('classwork.missingWork')} />;
  return (
    <ActivityLoader
      key={`${groupId}:${activityId}:${studentUid}`}
      kind={kind}
      activityId={activityId}
      groupId={groupId}
      studentUid={studentUid}
      isOwnWork={me.user.id === studentUid}
    />
  );
};

/** Spec §2 activity/{activityId}?groupId&studentUid: the student's activity workspace (read only to the tutor). */
export const ActivityPage = () => useActivityRoute('activity');

/** Spec §2 grade-activity/{activityId}?groupId&studentUid: the tutor's grading, the feedback panel open. */
export const GradeActivityPage = () => useActivityRoute('grade');
