import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_LOCALE,
  DEFAULTS,
  DIFFICULTIES,
  type Difficulty,
  LOCALES,
  type Locale,
} from '../../../domain/constants.ts';
import type { CategoryIcon } from '../../../domain/guides.ts';
import { isOneOf, timestamps } from './common.ts';
import { courses } from './courses.ts';
import type { GuideProject, Step } from './json.ts';

const EMPTY_GUIDE_PROJECT: GuideProject = { name: '', code: '', components: [], connections: [] };

/** Practical-guide categories (spec §3 Guide category); `value` is the id guides point at. */
export const guideCategories = pgTable('guide_categories', {
  value: text('value').primaryKey(),
  text: text('text').notNull(),
  name: text('name').notNull(),
  /** A key of CATEGORY_ICONS (src/domain/guides.ts); the server refuses any other. */
  icon: text('icon').$type<CategoryIcon>().notNull().default('category'),
  description: text('description').notNull().default(''),
  ...timestamps(),
});

/** Where a guide sits inside a course; null for guides made outside the Academy. */
const coursePosition = () => ({
  courseName: text('course_name'),
  moduleIndex: integer('module_index'),
  moduleNumber: text('module_number'),
  moduleName: text('module_name'),
  activityIndex: integer('activity_index'),
});

/** The guide of one course activity (spec §3 Starter guide); its id is the activity's idStart. */
export const starterGuides = pgTable(
  'starter_guides',
  {
    id: text('id').primaryKey(),
    activityId: text('activity_id').notNull(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...coursePosition(),
    activityName: text('activity_name').notNull().default(''),
    name: text('name').notNull(),
    initialProjectDescription: text('initial_project_description').notNull().default(''),
    descriptions: jsonb('descriptions').$type<string[]>().notNull().default([]),
    project: jsonb('project').$type<GuideProject>().notNull().default(EMPTY_GUIDE_PROJECT),
    steps: jsonb('steps').$type<Step[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    introduction: jsonb('introduction').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    titleIntroduction: text('title_introduction'),
    /** Guards concurrent template edits (409 on a stale one). */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('starter_guides_course_idx').on(t.courseId),
    index('starter_guides_activity_idx').on(t.activityId),
    check('starter_guides_version_check', sql`${t.version} >= 1`),
  ],
);

/** A guide the lists show: published and active (the partial indexes' predicate). */
const LISTED = sql`is_published and is_active`;

/** A step-by-step guide listed on the guides screen (spec §3 Practical guide). */
export const practicalGuides = pgTable(
  'practical_guides',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `practical_${crypto.randomUUID()}`),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .default(DEFAULTS.guideCategory)
      .references(() => guideCategories.value, { onDelete: 'restrict', onUpdate: 'cascade' }),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default(DEFAULTS.difficulty),
    /** Minutes. */
    estimatedTime: integer('estimated_time').notNull().default(DEFAULTS.estimatedTimeMinutes),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    isPublished: boolean('is_published').notNull().default(false),
    initialProjectDescription: text('initial_project_description').notNull().default(''),
    introduction: jsonb('introduction').$type<string[]>().notNull().default([]),
    titleIntroduction: text('title_introduction'),
    gif: text('gif'),
    project: jsonb('project').$type<GuideProject>().notNull().default(EMPTY_GUIDE_PROJECT),
    /** What the circuit is (its parts and wires, not its code): a picture is current while it matches. */
    circuitHash: text('circuit_hash')
      .notNull()
      .generatedAlwaysAs(
        sql`md5(coalesce(project->'components', '[]'::jsonb)::text || coalesce(project->'connections', '[]'::jsonb)::text)`,
      ),
    /** Storage key of the circuit's picture, and the `circuitHash` it shows. */
    thumbnailKey: text('thumbnail_key'),
    thumbnailHash: text('thumbnail_hash'),
    code: text('code').notNull().default(''),
    steps: jsonb('steps').$type<Step[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Index of the introduction page the guide opens on. */
    currentStepIntroduction: integer('current_step_introduction').notNull().default(0),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    ...coursePosition(),
    /** The language the guide is written in; lists tag guides in another language than the page's. */
    language: text('language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    /**
     * The guide this one translates (null for an original): a list asked to prefer a language shows
     * one version of each guide, the one in that language when there is one.
     */
    translationOf: text('translation_of').references((): AnyPgColumn => practicalGuides.id, {
      onDelete: 'set null',
    }),
    /** Guards concurrent edits in guide management (409 on a stale one). */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('practical_guides_language_idx').on(t.language, t.updatedAt.desc()),
    index('practical_guides_translation_of_idx').on(t.translationOf),
    check('practical_guides_language_check', isOneOf(t.language, LOCALES)),
    check('practical_guides_version_check', sql`${t.version} >= 1`),
    index('practical_guides_published_idx').on(t.isPublished, t.updatedAt.desc()),
    index('practical_guides_category_idx').on(t.category, t.updatedAt.desc()),
    index('practical_guides_difficulty_idx').on(t.difficulty),
    index('practical_guides_course_idx').on(t.courseId),
    // The lists read a page in (updated_at, id) order from these, a filter's own one when it has
    // one, instead of sorting every listed row (issue 23). The predicate is isVisibleToAll's.
    index('practical_guides_listed_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index('practical_guides_listed_category_idx')
      .on(t.category, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index('practical_guides_listed_language_idx')
      .on(t.language, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index('practical_guides_listed_difficulty_idx')
      .on(t.difficulty, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(LISTED),
    index('practical_guides_changed_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Substring search (ILIKE '%word%') through trigrams, so a rare word is found without a scan.
    index('practical_guides_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('practical_guides_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    check(
      'practical_guides_id_check',
      sql`starts_with(${t.id}, 'practical_') or starts_with(${t.id}, 'starter_')`,
    ),
    check('practical_guides_difficulty_check', isOneOf(t.difficulty, DIFFICULTIES)),
    check('practical_guides_estimated_time_check', sql`${t.estimatedTime} > 0`),
  ],
);

/**
 * How many guides each category holds, by course (`courseKey` '' for none) and by whether the lists
 * show them, so the category counts read a dozen rows whatever the number of guides. Kept by
 * statement triggers on practical_guides (migration 0008), never written by the application.
 */
export const guideCategoryCounts = pgTable(
  'guide_category_counts',
  {
    category: text('category').notNull(),
    courseKey: text('course_key').notNull(),
    isListed: boolean('is_listed').notNull(),
    guides: integer('guides').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.courseKey, t.isListed] })],
);

export type GuideCategoryRow = typeof guideCategories.$inferSelect;
export type NewGuideCategoryRow = typeof guideCategories.$inferInsert;
export type StarterGuideRow = typeof starterGuides.$inferSelect;
export type NewStarterGuideRow = typeof starterGuides.$inferInsert;
export type PracticalGuideRow = typeof practicalGuides.$inferSelect;
export type NewPracticalGuideRow = typeof practicalGuides.$inferInsert;
