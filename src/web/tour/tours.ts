import type { FloatingPosition } from '@mantine/core';
import type { TranslationKey } from '../i18n/i18n.ts';
import { MENU_BUTTON_TARGET, MORE_MENU_TARGET } from './fallback-targets.ts';

/**
 * Spec §2: the guided tour variants; which one a page shows depends on who opens what. The spec's
 * six, then the activity workspace's and the grading view's (issue 25).
 */
export const TOUR_VARIANTS = [
  'student',
  'tutor',
  'admin',
  'template',
  'practical-guide',
  'user',
  'activity',
  'grading',
] as const;
export type TourVariant = (typeof TOUR_VARIANTS)[number];

export interface TourStep {
  /** The `data-tour` attribute of the element(s) to highlight; several elements are joined. */
  target: string;
  titleKey: TranslationKey;
  bodyKey: TranslationKey;
  /** Where the card goes beside the target; it flips when there is no room. */
  placement?: FloatingPosition;
  /**
   * What to point at instead when the target cannot be seen (a phone's side menu is closed behind
   * its button); without one, such a step is skipped.
   */
  fallback?: string;
}

/**
 * Sent to a step's target element(s) when the step is shown: a target that is more than it looks
 * can get ready (the code pane downloads its editor).
 */
export const TOUR_STEP_SHOWN = 'chispa-tour-step';

/** The anchors the workspace marks with `data-tour="…"`. */
export const TOUR_TARGETS = {
  projectName: 'project-name',
  history: 'history',
  help: 'help',
  components: 'components',
  canvas: 'canvas',
  code: 'code',
  saveStatus: 'save-status',
  guideSidebar: 'guide-sidebar',
  guideSteps: 'guide-steps',
  run: 'run',
  makeItMine: 'make-it-mine',
  templateBadge: 'template-badge',
  templateSave: 'save-status',
  templateSidebar: 'guide-sidebar',
  courseBanner: 'course-banner',
  courseModules: 'course-modules',
  courseLesson: 'course-lesson',
  groupsHeading: 'groups-heading',
  groupsCourse: 'groups-course',
  activityGuide: 'guide-sidebar',
  activityArrows: 'activity-arrows',
  checkMyWork: 'check-my-work',
  activitySend: 'activity-action',
  gradingWork: 'canvas',
  gradingPanel: 'feedback-panel',
  gradingArrows: 'activity-arrows',
} as const;

/** The anchors of the admin tour (the Backoffice menu and group management). */
export const ADMIN_TOUR_TARGETS = {
  menu: 'backoffice-menu',
  switcher: 'backoffice-switcher',
  groups: 'backoffice-groups',
  newGroup: 'backoffice-new-group',
  courses: 'backoffice-courses',
} as const;

type StepName = keyof typeof TOUR_TARGETS;

const step = (name: StepName, placement: FloatingPosition, fallback?: string): TourStep => ({
  target: TOUR_TARGETS[name],
  titleKey: `tour.steps.${name}.title`,
  bodyKey: `tour.steps.${name}.body`,
  placement,
  ...(fallback ? { fallback } : {}),
});

const WORKSPACE_STEPS: TourStep[] = [
  step('projectName', 'bottom-start'),
  step('history', 'bottom'),
  step('help', 'bottom-end', MORE_MENU_TARGET),
  step('components', 'right'),
  step('canvas', 'right'),
  step('code', 'left'),
  step('saveStatus', 'bottom'),
];

/** Someone following a guide: the guide, its steps, trying the code, keeping a copy. */
const PRACTICAL_GUIDE_STEPS: TourStep[] = [
  step('guideSidebar', 'left'),
  step('guideSteps', 'left'),
  step('canvas', 'right'),
  step('run', 'bottom'),
  step('makeItMine', 'bottom-end'),
];

/** A super admin editing a guide's circuit and code (template editing). */
const TEMPLATE_STEPS: TourStep[] = [
  step('templateBadge', 'bottom'),
  step('components', 'right'),
  step('canvas', 'right'),
  step('templateSave', 'bottom'),
  step('templateSidebar', 'left'),
];

/** A student on a course's page: the course, its modules, a lesson's activities. */
const STUDENT_STEPS: TourStep[] = [
  step('courseBanner', 'bottom'),
  step('courseModules', 'bottom'),
  step('courseLesson', 'top'),
];

/** A tutor on the Groups page: their groups by course, and a course's groups by schedule. */
const TUTOR_STEPS: TourStep[] = [step('groupsHeading', 'bottom-start'), step('groupsCourse', 'right')];

/** A student in an activity of their course: the guide, their circuit and code, checking it, sending it. */
const ACTIVITY_STEPS: TourStep[] = [
  step('activityGuide', 'left'),
  step('canvas', 'right'),
  step('code', 'left'),
  step('checkMyWork', 'bottom'),
  step('activitySend', 'bottom-end'),
  step('activityArrows', 'bottom'),
];

/** A tutor grading a student's activity: the work as handed in, the grade with the checks' proposal, the next student's. */
const GRADING_STEPS: TourStep[] = [
  step('gradingWork', 'right'),
  step('gradingPanel', 'left'),
  step('gradingArrows', 'bottom'),
];

/** An admin tour step: its texts live with the Backoffice's (`backoffice.tour.<name>`). */
const adminStep = (
  name: keyof typeof ADMIN_TOUR_TARGETS,
  placement: FloatingPosition,
  fallback?: string,
): TourStep => ({
  target: ADMIN_TOUR_TARGETS[name],
  titleKey: `backoffice.tour.${name}.title`,
  bodyKey: `backoffice.tour.${name}.body`,
  placement,
  ...(fallback ? { fallback } : {}),
});

/**
 * An institution admin on their group management: the Backoffice menu, the institution switcher,
 * the groups table and its create button, then course management.
 */
const ADMIN_STEPS: TourStep[] = [
  adminStep('menu', 'right', MENU_BUTTON_TARGET),
  adminStep('switcher', 'bottom-start'),
  adminStep('groups', 'top'),
  adminStep('newGroup', 'bottom-end'),
  adminStep('courses', 'right'),
];

/**
 * The steps of each variant, as data: adding a variant's tour is adding its list here (and its
 * texts under `tour.steps`). Until their own issues land, the other variants are empty and show
 * nothing.
 */
export const TOURS: Record<TourVariant, readonly TourStep[]> = {
  student: STUDENT_STEPS,
  tutor: TUTOR_STEPS,
  admin: ADMIN_STEPS,
  template: TEMPLATE_STEPS,
  'practical-guide': PRACTICAL_GUIDE_STEPS,
  user: WORKSPACE_STEPS,
  activity: ACTIVITY_STEPS,
  grading: GRADING_STEPS,
};
