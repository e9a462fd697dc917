import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, idColumn, timestamps } from './common.ts';
import { courses } from './courses.ts';

/** Users who administer the whole instance (spec §3 "admin (uid)"). */
export const superAdmins = pgTable('super_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** An educational institution (spec §3); admins, mentors and courses hang off it. */
export const institutions = pgTable('institutions', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  ...timestamps(),
});

export const institutionAdmins = pgTable(
  'institution_admins',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index('institution_admins_user_idx').on(t.userId),
  ],
);

export const institutionMentors = pgTable(
  'institution_mentors',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Display name as the institution lists it. */
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index('institution_mentors_user_idx').on(t.userId),
  ],
);

export const institutionCourses = pgTable(
  'institution_courses',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Course name at the time it was linked (spec §3). */
    name: text('name').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.courseId] }),
    index('institution_courses_course_idx').on(t.courseId),
  ],
);

export type InstitutionRow = typeof institutions.$inferSelect;
