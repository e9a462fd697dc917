import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { DIFFICULTIES } from '../../domain/constants.ts';
import { THUMBNAIL_LIMITS } from '../../domain/thumbnail-limits.ts';
import { currentThumbnailKey } from '../features/thumbnails/data.ts';
import { committedSeedCircuits, SEED_CIRCUITS_DIR, seedCircuitKey } from '../storage/seed-circuits.ts';
import type { Database, Db } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import {
  accounts,
  catalogueComponents,
  colors,
  courses,
  gradeEvents,
  groupStudents,
  groups,
  guideCategories,
  institutionAdmins,
  institutionCourses,
  institutionMentors,
  institutions,
  practicalGuides,
  projectPermissions,
  projects,
  starterGuides,
  submissions,
  users,
} from './schema/index.ts';
import { DEMO_COURSES, DEMO_SOUTH_COURSE, seedDemo } from './seed.ts';
import { basicsCourse } from './seed-content/course-basics.ts';
import { blocksGuides } from './seed-content/guides-blocks.ts';
import { DEMO_INSTITUTION, DEMO_SOUTH_INSTITUTION } from './seed-content/school.ts';

const TABLES = {
  users,
  accounts,
  institutions,
  institutionCourses,
  catalogueComponents,
  colors,
  courses,
  starterGuides,
  guideCategories,
  practicalGuides,
  projects,
  projectPermissions,
  groups,
  groupStudents,
  submissions,
  gradeEvents,
};

const countAll = async (db: Db) => {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
};

describe('seedDemo', () => {
  let database: Database;
  let first: { created: boolean };
  const now = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await seedDemo(database.db, { now });
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the catalogue, guides over three categories and every difficulty', async () => {
    const { db } = database;
    expect(first).toEqual({ created: true });
    const counts = await countAll(db);
    expect(counts.catalogueComponents).toBeGreaterThanOrEqual(20);
    expect(counts.practicalGuides).toBeGreaterThanOrEqual(8);
    expect(counts.colors).toBeGreaterThan(0);
    const [spread] = await db
      .select({
        categories: countDistinct(practicalGuides.category),
        difficulties: countDistinct(practicalGuides.difficulty),
      })
      .from(practicalGuides);
    expect(spread?.categories).toBeGreaterThanOrEqual(3);
    expect(spread?.difficulties).toBe(DIFFICULTIES.length);
    const [published] = await db
      .select({ n: count() })
      .from(practicalGuides)
      .where(eq(practicalGuides.isPublished, true));
    expect(published?.n).toBeGreaterThan((counts.practicalGuides ?? 0) / 2);
    const byLanguage = await db
      .select({ language: practicalGuides.language, n: count() })
      .from(practicalGuides)
      .where(eq(practicalGuides.isPublished, true))
      .groupBy(practicalGuides.language);
    const perLanguage = Object.fromEntries(byLanguage.map((row) => [row.language, row.n]));
    expect(perLanguage.pt).toBeGreaterThanOrEqual(3);
    expect(perLanguage.en).toBeGreaterThanOrEqual(3);
  });

  it('creates the BitDogLab category with six guides in Portuguese, each with its es and en versions', async () => {
    const { db } = database;
    const [category] = await db.select().from(guideCategories).where(eq(guideCategories.value, 'bitdoglab'));
    expect(category).toMatchObject({ name: 'BitDogLab', icon: 'cpu' });
    const rows = await db
      .select({
        id: practicalGuides.id,
        language: practicalGuides.language,
        translationOf: practicalGuides.translationOf,
        isPublished: practicalGuides.isPublished,
      })
      .from(practicalGuides)
      .where(eq(practicalGuides.category, 'bitdoglab'));
    const originals = rows.filter((row) => row.translationOf === null);
    expect(originals.map((row) => row.language)).toEqual(Array(6).fill('pt'));
    for (const original of originals) {
      const versions = rows.filter((row) => row.translationOf === original.id);
      expect(versions.map((row) => row.language).sort()).toEqual(['en', 'es']);
    }
    expect(rows).toHaveLength(18);
    expect(rows.every((row) => row.isPublished)).toBe(true);
  });

  it('writes the view of the guides written for blocks into their project, and none into the others', async () => {
    const { db } = database;
    const rows = await db
      .select({ id: practicalGuides.id, view: sql<string | null>`${practicalGuides.project}->>'view'` })
      .from(practicalGuides);
    const blocks = rows.filter((row) => row.view !== null);
    expect(blocks.map((row) => row.id).sort()).toEqual(blocksGuides.map((guide) => guide.id).sort());
    expect(blocks.every((row) => row.view === 'blocks')).toBe(true);
    expect(blocks).toHaveLength(9);
  });

  it("creates the main institution's three courses, two published, with a starter guide per activity", async () => {
    const { db } = database;
    const rows = await db.select().from(courses).where(eq(courses.institution, DEMO_INSTITUTION));
    expect(rows.map((c) => c.id).sort()).toEqual(DEMO_COURSES.map((c) => c.id).sort());
    expect(rows.filter((c) => c.isPublished)).toHaveLength(2);
    expect(new Set(rows.map((c) => c.modality))).toEqual(new Set(['free', 'premium']));
    const activities = rows.flatMap((c) => {
      expect(c.content.modules.length).toBeGreaterThanOrEqual(2);
      return c.content.modules.flatMap((m) => {
        const lesson = m.lessons[0];
        expect(lesson?.classActivities.length).toBeGreaterThanOrEqual(2);
        expect(lesson?.homeActivities.length).toBeGreaterThanOrEqual(1);
        return lesson ? [...lesson.classActivities, ...lesson.homeActivities] : [];
      });
    });
    for (const a of activities) expect(a.idStart).toBe(`${a.id}Start`);
    const guides = await db
      .select({ id: starterGuides.id })
      .from(starterGuides)
      .where(
        inArray(
          starterGuides.courseId,
          DEMO_COURSES.map((c) => c.id),
        ),
      );
    expect(new Set(guides.map((g) => g.id))).toEqual(new Set(activities.map((a) => a.idStart)));
    const [linked] = await db.select({ n: count() }).from(institutionCourses);
    expect(linked?.n).toBe(4);
  });

  it('creates a second institution with its own admin, mentor, course, group and students', async () => {
    const { db } = database;
    const [south] = await db.select().from(institutions).where(eq(institutions.name, DEMO_SOUTH_INSTITUTION));
    if (!south) throw new Error('no second institution');
    const admins = await db
      .select({ email: users.email })
      .from(institutionAdmins)
      .innerJoin(users, eq(users.id, institutionAdmins.userId))
      .where(eq(institutionAdmins.institutionId, south.id));
    expect(admins.map((a) => a.email)).toEqual([DEMO_ACCOUNTS.southAdmin.email]);
    const mentors = await db
      .select({ email: users.email })
      .from(institutionMentors)
      .innerJoin(users, eq(users.id, institutionMentors.userId))
      .where(eq(institutionMentors.institutionId, south.id));
    expect(mentors.map((m) => m.email)).toEqual([DEMO_ACCOUNTS.southTutor.email]);
    const [course] = await db.select().from(courses).where(eq(courses.id, DEMO_SOUTH_COURSE.id));
    expect(course?.institution).toBe(DEMO_SOUTH_INSTITUTION);
    expect(course?.isPublished).toBe(true);
    const students = await db
      .select({ email: users.email, mentorId: groups.mentorId })
      .from(groups)
      .innerJoin(groupStudents, eq(groupStudents.groupId, groups.id))
      .innerJoin(users, eq(users.id, groupStudents.userId))
      .where(and(eq(groups.courseId, DEMO_SOUTH_COURSE.id), eq(users.isSeat, false)));
    expect(students.map((s) => s.email).sort()).toEqual(
      [DEMO_ACCOUNTS.southStudent.email, DEMO_ACCOUNTS.southStudent2.email].sort(),
    );
    // The main institution's admin runs only the main one.
    const [mainAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.institutionAdmin.email));
    const runs = await db
      .select({ institutionId: institutionAdmins.institutionId })
      .from(institutionAdmins)
      .where(eq(institutionAdmins.userId, mainAdmin?.id ?? ''));
    expect(runs.map((r) => r.institutionId)).not.toContain(south.id);
  });

  it('creates the demo users, each able to sign in with the demo password', async () => {
    const { db } = database;
    const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
    const rows = await db
      .select({ email: users.email, role: users.role, hash: accounts.password })
      .from(users)
      .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(inArray(users.email, emails));
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
    expect(rows.find((r) => r.email === DEMO_ACCOUNTS.tutor.email)?.role).toBe('tutor');
    // One published password, hashed once for all nine: a first start pays one scrypt, not nine.
    const hashes = [...new Set(rows.map((r) => r.hash ?? ''))];
    expect(hashes).toHaveLength(1);
    const hash = hashes[0] ?? '';
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: 'chispa#2026' })).toBe(false);
  });

  it('gives the tutor a group with both students and submissions in every state', async () => {
    const { db } = database;
    const [group] = await db
      .select({ id: groups.id, mentorEmail: users.email })
      .from(groups)
      .innerJoin(users, eq(users.id, groups.mentorId))
      .where(eq(groups.courseId, basicsCourse.id));
    expect(group?.mentorEmail).toBe(DEMO_ACCOUNTS.tutor.email);
    const students = await db
      .select()
      .from(groupStudents)
      .innerJoin(users, eq(users.id, groupStudents.userId))
      .where(and(eq(groupStudents.groupId, group?.id ?? ''), eq(users.isSeat, false)));
    expect(students).toHaveLength(2);
    const statuses = await db.selectDistinct({ status: submissions.status }).from(submissions);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['created', 'sent', 'calified']));
    const [owners] = await db
      .select({ n: count() })
      .from(projectPermissions)
      .where(eq(projectPermissions.level, 'owner'));
    const [all] = await db.select({ n: count() }).from(projects);
    expect(owners?.n).toBe(all?.n);
  });

  it('shows every seeded circuit with a committed picture of it as stored (else: npm run seed:circuits)', async () => {
    const { db } = database;
    const rows = [
      ...(await db
        .select({
          name: projects.name,
          parts: projects.diagram,
          key: currentThumbnailKey(projects),
          hash: projects.circuitHash,
        })
        .from(projects)),
      ...(await db
        .select({
          name: practicalGuides.name,
          parts: sql<unknown[]>`${practicalGuides.project}->'components'`,
          key: currentThumbnailKey(practicalGuides),
          hash: practicalGuides.circuitHash,
        })
        .from(practicalGuides)),
    ];
    const drawn = rows.filter((row) => {
      const parts = Array.isArray(row.parts) ? row.parts : (row.parts as { parts?: unknown[] }).parts;
      return (parts ?? []).length > 0;
    });
    expect(drawn.length).toBeGreaterThan(10);
    const unpictured = drawn.filter((row) => row.key !== seedCircuitKey(row.hash)).map((row) => row.name);
    expect(
      unpictured,
      'seeded circuits changed since their pictures were drawn: npm run seed:circuits',
    ).toEqual([]);
    // Every committed picture is of a circuit the seed still has, and a picture indeed.
    const committed = await committedSeedCircuits();
    expect(committed.filter((hash) => !drawn.some((row) => row.hash === hash))).toEqual([]);
    for (const hash of committed) {
      const picture = await sharp(path.join(SEED_CIRCUITS_DIR, `${hash}.webp`)).metadata();
      expect(picture.format).toBe('webp');
      expect(Math.max(picture.width ?? 0, picture.height ?? 0)).toBeLessThanOrEqual(THUMBNAIL_LIMITS.maxSide);
    }
  });

  it('does nothing the second time', async () => {
    const { db } = database;
    const before = await countAll(db);
    expect(await seedDemo(db, { now })).toEqual({ created: false });
    expect(await countAll(db)).toEqual(before);
    const [institution] = await db.select({ n: count() }).from(institutions);
    expect(institution?.n).toBe(2);
  });
});
