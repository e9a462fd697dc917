import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULTS, MODALITIES, type Modality } from '../../../domain/constants.ts';
import { users } from './auth.ts';
import { idColumn, isOneOf, timestamps } from './common.ts';
import { type CourseContent, EMPTY_COURSE_CONTENT } from './json.ts';

/**
 * An Academy course (spec §3 Course). The module → lesson → activity → step tree is edited as a
 * whole in course management, so it is one jsonb document.
 */
export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Institution name; a course is matched to an institution by name (spec §3). */
    institution: text('institution').notNull().default(''),
    modality: text('modality').$type<Modality>().notNull().default(DEFAULTS.modality),
    content: jsonb('content').$type<CourseContent>().notNull().default(EMPTY_COURSE_CONTENT),
    image: text('image'),
    imageBanner: text('image_banner'),
    imagePath: text('image_path'),
    backgroundColor: text('background_color').notNull().default(DEFAULTS.bannerColor),
    institutionLogo: text('institution_logo'),
    bannerImage: text('banner_image'),
    isPublished: boolean('is_published').notNull().default(false),
    mentorId: text('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    isRemote: boolean('is_remote').notNull().default(true),
    /** true = locked. */
    block: boolean('block').notNull().default(false),
    /** Guards concurrent edits in course management (409 on a stale one). */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('courses_published_idx').on(t.isPublished, t.updatedAt.desc()),
    index('courses_institution_idx').on(t.institution),
    index('courses_mentor_idx').on(t.mentorId),
    check('courses_modality_check', isOneOf(t.modality, MODALITIES)),
    check('courses_version_check', sql`${t.version} >= 1`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
