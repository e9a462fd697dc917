import type { CourseDetail, CourseUpdate } from '../../../domain/academy.ts';
import {
  COURSE_FALLBACKS,
  type CourseContent,
  courseContentInputSchema,
} from '../../../domain/course-content.ts';
import {
  type ActivityDraftFields,
  type ModuleDraftFields,
  removeActivity,
  updateActivity,
  updateModuleFields,
} from '../../../domain/course-draft-edits.ts';
import { addActivity, addModule, removeModule } from '../../../domain/course-edits.ts';
import {
  type ActivityListKind,
  type ActivityPlace,
  moveActivity,
  moveItem,
  moveModule,
} from '../../../domain/course-order.ts';

/**
 * The course editor's working copy: the content tree as edited, the server copy it started from,
 * a stable key per module (modules have no id; their numbers change as they move) and the module
 * images chosen but not uploaded yet, by module key.
 */
export interface CourseDraft {
  base: CourseDetail;
  content: CourseContent;
  moduleKeys: string[];
  images: Record<string, File>;
}

export type DraftAction =
  | { type: 'moveModule'; from: number; to: number }
  | { type: 'addModule'; key: string }
  | { type: 'removeModule'; index: number }
  | { type: 'updateModule'; index: number; fields: ModuleDraftFields }
  | { type: 'setModuleImage'; index: number; file: File | null }
  | { type: 'moveActivity'; from: ActivityPlace; to: ActivityPlace }
  | { type: 'addActivity'; module: number; list: ActivityListKind; randomId: string }
  | { type: 'removeActivity'; place: ActivityPlace }
  | { type: 'updateActivity'; place: ActivityPlace; fields: ActivityDraftFields }
  /** Back to an earlier copy (a keyboard move cancelled with Escape). */
  | { type: 'restore'; draft: CourseDraft }
  /**
   * The server's copy changed only in the course's own fields (the banner's title or image): the
   * draft goes on from its version, keeping its edits.
   */
  | { type: 'rebase'; course: CourseDetail }
  /** The server's copy replaces the draft (opened, reloaded after a conflict). */
  | { type: 'reset'; course: CourseDetail; keyOf: (index: number) => string }
  /**
   * The server took `sent` and answered `course`; images uploaded so far are no longer pending.
   * Edits made while it saved stay in the draft.
   */
  | { type: 'saved'; course: CourseDetail; sent: CourseContent; uploadedKeys: string[] };

export const draftOf = (course: CourseDetail, keyOf: (index: number) => string): CourseDraft => ({
  base: course,
  content: course.content,
  moduleKeys: course.content.modules.map((_, index) => keyOf(index)),
  images: {},
});

const withoutImage = (images: Record<string, File>, key: string | undefined) =>
  Object.fromEntries(Object.entries(images).filter(([k]) => k !== key));

const editContent = (draft: CourseDraft, action: DraftAction): CourseContent => {
  const { content } = draft;
  switch (action.type) {
    case 'updateModule':
      return updateModuleFields(content, action.index, action.fields);
    case 'moveActivity':
      return moveActivity(content, action.from, action.to);
    case 'addActivity': {
      const kind = action.list === 'homeActivities' ? 'home' : 'class';
      const fields = {
        name: COURSE_FALLBACKS.activityName,
        InitialProjectDescription: '',
        introductionText: '',
      };
      return addActivity(content, action.module, action.randomId, { ...fields, kind })?.content ?? content;
    }
    case 'removeActivity':
      return removeActivity(content, action.place);
    case 'updateActivity':
      return updateActivity(content, action.place, action.fields);
    default:
      return content;
  }
};

export const reduceDraft = (draft: CourseDraft, action: DraftAction): CourseDraft => {
  switch (action.type) {
    case 'moveModule': {
      const content = moveModule(draft.content, action.from, action.to);
      if (content === draft.content) return draft;
      return { ...draft, content, moduleKeys: moveItem(draft.moduleKeys, action.from, action.to) };
    }
    case 'addModule':
      return {
        ...draft,
        content: addModule(draft.content, { name: '' }),
        moduleKeys: [...draft.moduleKeys, action.key],
      };
    case 'removeModule': {
      const key = draft.moduleKeys[action.index];
      return {
        ...draft,
        content: removeModule(draft.content, action.index)?.content ?? draft.content,
        moduleKeys: draft.moduleKeys.filter((_, i) => i !== action.index),
        images: withoutImage(draft.images, key),
      };
    }
    case 'setModuleImage': {
      const key = draft.moduleKeys[action.index];
      if (key === undefined) return draft;
      const images = withoutImage(draft.images, key);
      return { ...draft, images: action.file ? { ...images, [key]: action.file } : images };
    }
    case 'restore':
      return action.draft;
    case 'reset':
      return draftOf(action.course, action.keyOf);
    case 'rebase': {
      const isUntouched = draft.content === draft.base.content;
      return { ...draft, base: action.course, content: isUntouched ? action.course.content : draft.content };
    }
    case 'saved': {
      const images = Object.fromEntries(
        Object.entries(draft.images).filter(([key]) => !action.uploadedKeys.includes(key)),
      );
      const isUnchanged = draft.content === action.sent;
      return {
        ...draft,
        base: action.course,
        content: isUnchanged ? action.course.content : draft.content,
        images,
      };
    }
    default:
      return { ...draft, content: editContent(draft, action) };
  }
};

/** Something not saved yet: the tree differs from the server's copy, or an image waits for upload. */
export const isDraftDirty = (draft: CourseDraft) =>
  Object.keys(draft.images).length > 0 ||
  JSON.stringify(draft.content) !== JSON.stringify(draft.base.content);

/**
 * The save body: the edited tree, with the course's own fields and version as `base` has them
 * (the draft's base, or the server's newer copy when keeping this tree over it).
 */
export const toCourseUpdate = (content: CourseContent, base: CourseDetail): CourseUpdate => {
  return {
    name: base.name,
    description: base.description,
    institution: base.institution,
    modality: base.modality,
    isRemote: base.isRemote,
    block: base.block,
    isPublished: base.isPublished,
    content,
    version: base.version,
  };
};

export type ActivityField = 'name' | 'InitialProjectDescription' | 'introductionText';

/** Spec §5: the activity fields a save needs and the draft leaves empty, by activity id. */
export const missingActivityFields = (content: CourseContent): Map<string, Set<ActivityField>> => {
  const problems = new Map<string, Set<ActivityField>>();
  const parsed = courseContentInputSchema.safeParse(content);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [, module, , , list, index, field] = issue.path;
    const activity = content.modules[Number(module)]?.lessons[0]?.[list as ActivityListKind]?.[Number(index)];
    if (!activity || typeof field !== 'string') continue;
    const fields = problems.get(activity.id) ?? new Set<ActivityField>();
    fields.add(field as ActivityField);
    problems.set(activity.id, fields);
  }
  return problems;
};
