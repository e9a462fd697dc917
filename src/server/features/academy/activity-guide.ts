import { DEFAULT_LOCALE, DEFAULTS } from '../../../domain/constants.ts';
import type { Guide } from '../../../domain/guides.ts';
import type { StarterGuideRow } from '../../db/schema/index.ts';
import { projectOf, textsOf, toStep } from '../guides/data.ts';

/** The category an activity's guide reads as (spec §9: projects made from an activity are 'activity'). */
export const ACTIVITY_GUIDE_CATEGORY = 'activity';

/**
 * An activity's starter guide as the guide workspace reads a guide (`template/{activityId}`): its
 * id is the activity's idStart, its project the stored {name, code, components, connections}, and
 * the fields a starter guide lacks (difficulty, time, language) take the guides' defaults.
 */
export const toActivityGuide = (
  guide: StarterGuideRow,
  course: { name: string; isPublished: boolean },
): Guide => {
  const name = guide.name || guide.activityName;
  return {
    id: guide.id,
    name,
    description: guide.initialProjectDescription,
    category: ACTIVITY_GUIDE_CATEGORY,
    categoryName: course.name,
    categoryEmoji: '',
    difficulty: DEFAULTS.difficulty,
    estimatedTime: DEFAULTS.estimatedTimeMinutes,
    language: DEFAULT_LOCALE,
    imageUrl: null,
    updatedAt: guide.updatedAt.toISOString(),
    titleIntroduction: guide.titleIntroduction ?? name,
    introduction: textsOf(guide.introduction),
    initialProjectDescription: guide.initialProjectDescription,
    steps: Array.isArray(guide.steps) ? guide.steps.map(toStep) : [],
    tags: textsOf(guide.tags),
    project: projectOf({ project: guide.project, code: '', name }),
    isPublished: course.isPublished,
    isActive: guide.isActive,
    // Starter guides carry no version of their own yet; template editing adds one.
    version: 1,
  };
};
