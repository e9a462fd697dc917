import type { RouteObject } from 'react-router';
import { AcademyLayout } from './app/academy-layout.tsx';
import { LangGate, LangRedirect } from './app/lang-gate.tsx';
import { type AdminRole, RequiresAdmin } from './app/requires-admin.tsx';
import { RouteError } from './app/route-error.tsx';
import { FallbackRedirect, RouteGuard } from './app/route-guard.tsx';
import { SignedOutPage } from './app/signed-out-page.tsx';
import { RequiresInstitution } from './features/backoffice/requires-institution.tsx';
import { PAGE_AREAS } from './i18n/areas.ts';
import { lazyPage } from './lib/lazy-page.ts';
import { OfflineStateGate } from './offline/offline-state-gate.tsx';
import { FullPageLoader } from './ui/full-page-loader.tsx';

const COURSE_MANAGERS: readonly AdminRole[] = ['superAdmin', 'institutionAdmin'];

/**
 * The route table of spec §2; every page sits under `/:lang`. Pages are lazy: add a later page as one
 * entry in the right group below. Whether a page needs sign-in is decided by RouteGuard from
 * `isPublicPath` (lib/paths.ts): everything is protected unless listed there (spec §6).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LangRedirect />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
  },
  {
    path: '/:lang',
    element: <LangGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <FallbackRedirect /> },
      {
        element: <RouteGuard />,
        children: [
          // Guest pages: their own light page (light.html, src/web/light), loaded in full.
          { path: 'principal-page', element: <SignedOutPage /> },
          { path: 'principal-page/login', element: <SignedOutPage /> },
          { path: 'principal-page/register', element: <SignedOutPage /> },
          { path: 'principal-page/class', element: <SignedOutPage /> },
          {
            // Signed-in pages with the academy navigation.
            element: <AcademyLayout />,
            children: [
              {
                path: 'home',
                lazy: lazyPage(() => import('./features/home/home-page.tsx'), 'HomePage', PAGE_AREAS.home),
              },
              {
                path: 'projects',
                lazy: lazyPage(
                  () => import('./features/projects/projects-page.tsx'),
                  'ProjectsPage',
                  PAGE_AREAS.projects,
                ),
              },
              {
                path: 'recommended-projects',
                lazy: lazyPage(
                  () => import('./features/guides/recommended-projects-page.tsx'),
                  'RecommendedProjectsPage',
                  PAGE_AREAS.guides,
                ),
              },
              {
                path: 'practical-guides/:category',
                lazy: lazyPage(
                  () => import('./features/guides/category-guides-page.tsx'),
                  'CategoryGuidesPage',
                  PAGE_AREAS.guides,
                ),
              },
              {
                path: 'academy',
                lazy: lazyPage(
                  () => import('./features/academy/academy-page.tsx'),
                  'AcademyPage',
                  PAGE_AREAS.academy,
                ),
              },
              {
                // Spec §2, §8: without an id (optional here) the page sends the user back to the academy.
                path: 'academy/course/:courseId?',
                lazy: lazyPage(
                  () => import('./features/academy/course-view-page.tsx'),
                  'CourseViewPage',
                  PAGE_AREAS.course,
                ),
              },
              {
                // Spec §2: the course an activity belongs to, found by the activity's id.
                path: 'course/:activityId?',
                lazy: lazyPage(
                  () => import('./features/academy/course-view-page.tsx'),
                  'CourseOfActivityPage',
                  PAGE_AREAS.course,
                ),
              },
              // Spec §2 grades/{groupId}, group-activity-table/{activityId}, student/{studentId}: a
              // group's work; the server decides who reads it (its mentor and managers, a student their own).
              {
                path: 'grades/:groupId',
                lazy: lazyPage(
                  () => import('./features/grades/grades-page.tsx'),
                  'GradesPage',
                  PAGE_AREAS.grades,
                ),
              },
              {
                path: 'group-activity-table/:activityId',
                lazy: lazyPage(
                  () => import('./features/grades/activity-table-page.tsx'),
                  'ActivityTablePage',
                  PAGE_AREAS.grades,
                ),
              },
              {
                path: 'student/:studentId',
                lazy: lazyPage(
                  () => import('./features/grades/student-page.tsx'),
                  'StudentPage',
                  PAGE_AREAS.grades,
                ),
              },
              {
                // Issue 27: a group's seats and class code; the server decides who reads them (its
                // tutor, an admin of its institution, a super admin).
                path: 'group-seats/:groupId',
                lazy: lazyPage(
                  () => import('./features/seats/seats-page.tsx'),
                  'SeatsPage',
                  PAGE_AREAS.seats,
                ),
              },
              {
                // Spec §2 groups: the person's courses through their groups.
                path: 'groups',
                lazy: lazyPage(
                  () => import('./features/groups/groups-page.tsx'),
                  'GroupsPage',
                  PAGE_AREAS.groups,
                ),
              },
              {
                // Spec §2 groups-management (requiresAdmin): super admins and institution admins.
                element: <RequiresAdmin adminRole={COURSE_MANAGERS} />,
                children: [
                  {
                    path: 'groups-management',
                    lazy: lazyPage(
                      () => import('./features/group-admin/group-admin-page.tsx'),
                      'GroupAdminPage',
                      PAGE_AREAS.groupAdmin,
                    ),
                  },
                ],
              },
              {
                // Spec §2 institution-scoped screens (`?institution=`): the institution admin's
                // Backoffice; super admins may open them too; anyone else goes to the root (§6, §8).
                element: <RequiresInstitution />,
                children: [
                  {
                    path: 'groups-management-test',
                    lazy: lazyPage(
                      () => import('./features/backoffice/backoffice-groups-page.tsx'),
                      'BackofficeGroupsPage',
                      PAGE_AREAS.backoffice,
                    ),
                  },
                  {
                    path: 'create-groups-management-test',
                    lazy: lazyPage(
                      () => import('./features/backoffice/backoffice-courses-page.tsx'),
                      'BackofficeCoursesPage',
                      PAGE_AREAS.backoffice,
                    ),
                  },
                  {
                    path: 'create-groups-management-test/groups-test/:studentId',
                    lazy: lazyPage(
                      () => import('./features/backoffice/backoffice-student-page.tsx'),
                      'BackofficeStudentPage',
                      PAGE_AREAS.backoffice,
                    ),
                  },
                ],
              },
              {
                // Spec §2 requiresAdmin: anyone else typing the URL gets the no-access page.
                element: <RequiresAdmin adminRole="superAdmin" />,
                children: [
                  {
                    path: 'catalogue-management',
                    lazy: lazyPage(
                      () => import('./features/catalogue-admin/catalogue-admin-page.tsx'),
                      'CatalogueAdminPage',
                      PAGE_AREAS.catalogueAdmin,
                    ),
                  },
                  {
                    path: 'educational-institutions-management',
                    lazy: lazyPage(
                      () => import('./features/institution-admin/institutions-page.tsx'),
                      'InstitutionsPage',
                      PAGE_AREAS.admin,
                    ),
                  },
                  {
                    path: 'educational-institutions-management/:institutionId',
                    lazy: lazyPage(
                      () => import('./features/institution-admin/institution-page.tsx'),
                      'InstitutionPage',
                      PAGE_AREAS.admin,
                    ),
                  },
                  {
                    path: 'practical-guides-management',
                    lazy: lazyPage(
                      () => import('./features/guide-admin/guide-admin-page.tsx'),
                      'GuideAdminPage',
                      PAGE_AREAS.guideAdmin,
                    ),
                  },
                  {
                    path: 'users-management',
                    lazy: lazyPage(
                      () => import('./features/user-admin/user-admin-page.tsx'),
                      'UserAdminPage',
                      PAGE_AREAS.admin,
                    ),
                  },
                  {
                    path: 'colors-management',
                    lazy: lazyPage(
                      () => import('./features/color-admin/color-admin-page.tsx'),
                      'ColorAdminPage',
                      PAGE_AREAS.admin,
                    ),
                  },
                ],
              },
              {
                // Spec §2 create-groups-management (course management): super admins and institution admins.
                element: <RequiresAdmin adminRole={COURSE_MANAGERS} />,
                children: [
                  {
                    path: 'create-groups-management',
                    lazy: lazyPage(
                      () => import('./features/course-admin/course-admin-page.tsx'),
                      'CourseAdminPage',
                      PAGE_AREAS.courseAdmin,
                    ),
                  },
                  {
                    // Spec §2 edit/course/{courseId}: the course editor (the server answers 403 to anyone else).
                    path: 'edit/course/:courseId',
                    lazy: lazyPage(
                      () => import('./features/course-editor/course-editor-page.tsx'),
                      'CourseEditorPage',
                      PAGE_AREAS.courseEditor,
                    ),
                  },
                ],
              },
            ],
          },
          {
            // Full-screen pages with their own top bars; offline, those that need the network say so.
            element: <OfflineStateGate fullPage />,
            children: [
              {
                path: 'board/:id',
                lazy: lazyPage(
                  () => import('./features/workspace/workspace-page.tsx'),
                  'WorkspacePage',
                  PAGE_AREAS.workspace,
                ),
              },
              {
                // Issue 27: a group's seat cards, alone on the page so they print without the app around them.
                path: 'group-seats/:groupId/cards',
                lazy: lazyPage(
                  () => import('./features/seats/seat-cards-page.tsx'),
                  'SeatCardsPage',
                  PAGE_AREAS.seats,
                ),
              },
              {
                // Spec §2 class-activity/{activityId?} (query `groupId`), no layout: a group's keypad and floor demo.
                path: 'class-activity/:activityId?',
                lazy: lazyPage(
                  () => import('./features/class-activity/class-activity-page.tsx'),
                  'ClassActivityPage',
                  PAGE_AREAS.classActivity,
                ),
              },
              {
                // An academy activity's starter guide, followed; `?edit=1`: course managers edit its starter project.
                path: 'template/:activityId?',
                lazy: lazyPage(
                  () => import('./features/academy/template-page.tsx'),
                  'TemplatePage',
                  PAGE_AREAS.learningWorkspace,
                ),
              },
              {
                // Spec §2 activity/{activityId}?groupId&studentUid: a student's activity workspace (issue 12).
                path: 'activity/:activityId?',
                lazy: lazyPage(
                  () => import('./features/classwork/activity-page.tsx'),
                  'ActivityPage',
                  PAGE_AREAS.learningWorkspace,
                ),
              },
              {
                // Spec §2 grade-activity/{activityId}?groupId&studentUid: the tutor's grading of it.
                path: 'grade-activity/:activityId?',
                lazy: lazyPage(
                  () => import('./features/classwork/activity-page.tsx'),
                  'GradeActivityPage',
                  PAGE_AREAS.learningWorkspace,
                ),
              },
              {
                // `?edit=1`: a super admin's template editing of the guide's project (spec §3 isTemplateEditing).
                path: 'practical-guide/:guideId',
                lazy: lazyPage(
                  () => import('./features/guide-workspace/guide-workspace-page.tsx'),
                  'GuideWorkspacePage',
                  PAGE_AREAS.learningWorkspace,
                ),
              },
            ],
          },
        ],
      },
      // Root and unknown paths: home when signed in, otherwise the landing page.
      { path: '*', element: <FallbackRedirect isUnknown /> },
    ],
  },
];
