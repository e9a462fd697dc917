/**
 * Where each page of the app is checked with axe (`checkA11y`): every route under `/:lang` of
 * src/web/routes.tsx → the journey file and the label of one `checkA11y` call in it that runs on
 * that page. src/web/a11y-coverage.test.ts fails when a route has no entry, when an entry names a
 * route that is gone, or when the journey no longer makes that call. A new page: add its line here
 * and a `checkA11y` where its journey opens it.
 */
export const A11Y_ROUTES: Record<string, { journey: string; label: string }> = {
  'principal-page': { journey: 'a11y.e2e.ts', label: 'landing' },
  'principal-page/login': { journey: 'a11y.e2e.ts', label: 'login' },
  'principal-page/register': { journey: 'a11y.e2e.ts', label: 'register step 1' },
  'principal-page/class': { journey: 'class-seats.e2e.ts', label: 'class sign-in, the secret' },
  home: { journey: 'a11y.e2e.ts', label: 'home' },
  projects: { journey: 'a11y.e2e.ts', label: 'projects' },
  'recommended-projects': {
    journey: 'guide-lists.e2e.ts',
    label: 'recommended projects scrolled to the end',
  },
  'practical-guides/:category': { journey: 'guide-lists.e2e.ts', label: 'category page at 360 px' },
  academy: { journey: 'academy.e2e.ts', label: 'academy' },
  'academy/course/:courseId?': { journey: 'academy.e2e.ts', label: 'course view' },
  'course/:activityId?': { journey: 'academy.e2e.ts', label: 'course of an activity' },
  'grades/:groupId': { journey: 'grades.e2e.ts', label: 'grades' },
  'group-activity-table/:activityId': { journey: 'grades.e2e.ts', label: 'group activity table' },
  'student/:studentId': { journey: 'grades.e2e.ts', label: 'student backoffice' },
  'group-seats/:groupId': { journey: 'class-seats.e2e.ts', label: 'group seats' },
  'group-seats/:groupId/cards': { journey: 'class-seats.e2e.ts', label: 'seat cards' },
  groups: { journey: 'groups.e2e.ts', label: 'groups (student)' },
  'groups-management': { journey: 'groups.e2e.ts', label: 'groups-management' },
  'groups-management-test': { journey: 'backoffice.e2e.ts', label: 'backoffice group management' },
  'create-groups-management-test': { journey: 'backoffice.e2e.ts', label: 'backoffice course management' },
  'create-groups-management-test/groups-test/:studentId': {
    journey: 'backoffice.e2e.ts',
    label: 'backoffice student page',
  },
  'catalogue-management': { journey: 'catalogue-admin.e2e.ts', label: 'catalogue page' },
  'educational-institutions-management': {
    journey: 'institution-admin.e2e.ts',
    label: 'educational-institutions-management',
  },
  'educational-institutions-management/:institutionId': {
    journey: 'institution-admin.e2e.ts',
    label: 'institution page',
  },
  'practical-guides-management': { journey: 'guide-admin.e2e.ts', label: 'guide management page' },
  'users-management': { journey: 'user-admin.e2e.ts', label: 'users management' },
  'colors-management': { journey: 'user-admin.e2e.ts', label: 'colours management' },
  'create-groups-management': { journey: 'course-admin.e2e.ts', label: 'course management page' },
  'edit/course/:courseId': { journey: 'course-editor.e2e.ts', label: 'course editor' },
  'board/:id': { journey: 'a11y.e2e.ts', label: 'workspace with a Pico selected' },
  'class-activity/:activityId?': { journey: 'class-activity.e2e.ts', label: 'class activity, the tutor' },
  'template/:activityId?': { journey: 'academy.e2e.ts', label: 'template page' },
  'activity/:activityId?': { journey: 'classwork.e2e.ts', label: 'activity workspace (student)' },
  'grade-activity/:activityId?': { journey: 'classwork.e2e.ts', label: 'grading view (not received)' },
  'practical-guide/:guideId': {
    journey: 'guide-workspace.e2e.ts',
    label: 'guide page, sidebar open and narrow',
  },
};
