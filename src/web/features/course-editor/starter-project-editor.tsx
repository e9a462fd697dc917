import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { idStartOf } from '../../../domain/course-content.ts';
import type { Me } from '../../../domain/me.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { templatePath } from '../academy/academy-paths.ts';
import { activityChecksOwner } from '../checks/checks-api.ts';
import { fetchCourse } from '../course-admin/course-admin-api.ts';
import { type GuideSource, managesCourses } from '../guide-workspace/guide-source.ts';
import { GuideWorkspace } from '../guide-workspace/guide-workspace.tsx';
import { leavingGuideSaves } from '../guide-workspace/guide-workspace-queries.ts';
import {
  copyStarterProject,
  fetchActivityCourseId,
  fetchStarterGuide,
  saveStarterProject,
} from './starter-project-api.ts';

/** Under `['academy']`, so a `course.changed` live event refreshes it like the academy's pages. */
const starterProjectKeys = {
  guide: (activityId: string) => ['academy', 'activity', activityId, 'starter-project'] as const,
  canEdit: (activityId: string) => ['academy', 'activity', activityId, 'can-edit'] as const,
};

const starterProjectSource = (activityId: string, openChecks = false): GuideSource => ({
  checks: activityChecksOwner(activityId),
  openChecks,
  copyToProjects: () => copyStarterProject(activityId),
  editPathOf: (lang, edit) => templatePath(lang, activityId, { edit }),
  mayEditTemplate: managesCourses,
  template: {
    save: (body, options) => saveStarterProject(activityId, body, options),
    fetch: () => fetchStarterGuide(activityId),
    queryKey: starterProjectKeys.guide(activityId),
    // A course's starter projects are edited while it is published (the server allows it).
    isLockedWhenPublished: false,
  },
});

/**
 * Whether this user manages the activity's course: a super admin does; an institution admin when
 * course management opens the course for them (the server's `course:manage`); nobody else.
 */
const useCanEditStarterProject = (activityId: string, me: Me): boolean | null => {
  const isInstitutionAdmin = !me.roles.superAdmin && me.roles.adminOf.length > 0;
  const check = useQuery({
    queryKey: starterProjectKeys.canEdit(activityId),
    queryFn: async () => {
      await fetchCourse(await fetchActivityCourseId(activityId));
      return true;
    },
    enabled: isInstitutionAdmin,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (me.roles.superAdmin) return true;
  if (!isInstitutionAdmin || check.isError) return false;
  return check.data ?? null;
};

const StarterProjectLoader = ({ activityId, me, follow, openChecks }: StarterProjectEditorProps) => {
  const guide = useQuery({
    queryKey: starterProjectKeys.guide(activityId),
    queryFn: async () => {
      // A save still landing from a workspace just closed is waited for, so this shows it.
      await leavingGuideSaves.get(idStartOf(activityId));
      return fetchStarterGuide(activityId);
    },
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The page that follows the guide knows how to answer a missing or locked activity.
  if (guide.isError && !guide.isFetching) return follow;
  if (!guide.data || !guide.isFetchedAfterMount) return <FullPageLoader />;
  return (
    <GuideWorkspace
      guide={guide.data}
      me={me}
      isTemplateEditing
      source={starterProjectSource(activityId, openChecks)}
    />
  );
};

interface StarterProjectEditorProps {
  activityId: string;
  me: Me;
  /** The activity's guide followed, for anyone who may not edit it. */
  follow: ReactNode;
  /** Opens the activity's behaviour checks at once (the course editor's link). */
  openChecks?: boolean;
}

/**
 * template/{activityId}?edit=1 for course managers (spec §3 isTemplateEditing): the activity's
 * starter project in the real workspace, saved to the starter guide with its version. Anyone
 * else, and any activity that cannot be opened this way, gets the guide followed.
 */
export const StarterProjectEditor = (props: StarterProjectEditorProps) => {
  const canEdit = useCanEditStarterProject(props.activityId, props.me);
  if (canEdit === null) return <FullPageLoader />;
  return canEdit ? <StarterProjectLoader {...props} /> : props.follow;
};
