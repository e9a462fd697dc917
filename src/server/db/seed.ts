import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { seatEmailOf } from '../features/seats/hidden.ts';
import { publishedSecret } from '../features/seats/secret.ts';
import { committedSeedCircuits, SEED_CIRCUITS_FOLDER } from '../storage/seed-circuits.ts';
import type { Db } from './client.ts';
import { starterGuidesOf } from './course-guides.ts';
import { DEMO_ACCOUNTS, DEMO_SEATS, type DemoAccountKey } from './demo-accounts.ts';
import {
  accounts,
  activityChecks,
  catalogueComponents,
  classCodes,
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
  seats,
  starterGuides,
  submissions,
  superAdmins,
  users,
} from './schema/index.ts';
import { SEED_CHECKS } from './seed-content/checks.ts';
import { CATALOGUE } from './seed-content/components.ts';
import { basicsCourse } from './seed-content/course-basics.ts';
import { roboticsCourse } from './seed-content/course-robotics.ts';
import { southCourse } from './seed-content/course-south.ts';
import { weatherCourse } from './seed-content/course-weather.ts';
import { GUIDE_CATEGORIES, PRACTICAL_GUIDES } from './seed-content/guides.ts';
import {
  COLORS,
  DEMO_GROUP,
  DEMO_INSTITUTION,
  DEMO_PROJECTS,
  DEMO_SOUTH_GROUP,
  DEMO_SOUTH_INSTITUTION,
  DEMO_SUBMISSIONS,
} from './seed-content/school.ts';
import type { SeedCourse } from './seed-content/types.ts';

/** The demo courses of DEMO_INSTITUTION: free and published, premium and published, draft. */
export const DEMO_COURSES: SeedCourse[] = [basicsCourse, roboticsCourse, weatherCourse];
/** The course of DEMO_SOUTH_INSTITUTION. */
export const DEMO_SOUTH_COURSE: SeedCourse = southCourse;

type UserIds = Record<DemoAccountKey, string>;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

const hasDemo = async (db: Db) =>
  (await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_INSTITUTION)))
    .length > 0;

interface DemoCredential {
  key: DemoAccountKey;
  id: string;
  account: (typeof DEMO_ACCOUNTS)[DemoAccountKey];
  hash: string;
}

/**
 * Hashed before the transaction opens: scrypt is slow on purpose, and the transaction should be
 * short. Each distinct demo password is hashed once and its hash shared by the accounts that use
 * it (today one for all nine): a demo password is published, so nine salts would protect nothing and
 * cost a first start nine scrypt runs. Real accounts are hashed one by one by better-auth.
 */
const prepareCredentials = async (): Promise<DemoCredential[]> => {
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  const passwords = [...new Set(keys.map((key) => DEMO_ACCOUNTS[key].password))];
  const hashes = new Map(
    await Promise.all(passwords.map(async (password) => [password, await hashPassword(password)] as const)),
  );
  return keys.map((key) => ({
    key,
    id: crypto.randomUUID(),
    account: DEMO_ACCOUNTS[key],
    hash: hashes.get(DEMO_ACCOUNTS[key].password) ?? '',
  }));
};

/** Users with a credential account each (what better-auth's e-mail sign-in reads), and their roles. */
const insertUsers = async (
  db: Db,
  rows: DemoCredential[],
  schools: { main: string; south: string },
  now: Date,
): Promise<UserIds> => {
  const stamps = { createdAt: now, updatedAt: now };
  await db.insert(users).values(
    rows.map(({ id, account }) => ({
      id,
      name: account.name,
      displayName: account.name,
      email: account.email,
      emailVerified: true,
      role: account.role === 'tutor' ? 'tutor' : null,
      ...stamps,
    })),
  );
  await db.insert(accounts).values(
    rows.map(({ id, hash }) => ({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
      ...stamps,
    })),
  );
  const ids = Object.fromEntries(rows.map(({ key, id }) => [key, id])) as UserIds;
  await db.insert(institutionAdmins).values([
    { institutionId: schools.main, userId: ids.institutionAdmin, createdAt: now },
    { institutionId: schools.south, userId: ids.southAdmin, createdAt: now },
  ]);
  await db.insert(institutionMentors).values([
    { institutionId: schools.main, userId: ids.tutor, name: DEMO_ACCOUNTS.tutor.name, createdAt: now },
    {
      institutionId: schools.south,
      userId: ids.southTutor,
      name: DEMO_ACCOUNTS.southTutor.name,
      createdAt: now,
    },
  ]);
  await db.insert(superAdmins).values({ userId: ids.superAdmin, createdAt: now });
  return ids;
};

/** The ids of a seed course's activities, class and home. */
const courseActivityIds = (course: {
  modules: readonly {
    lessons: readonly {
      classActivities: readonly { id: string }[];
      homeActivities: readonly { id: string }[];
    }[];
  }[];
}) =>
  course.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) =>
      [...lesson.classActivities, ...lesson.homeActivities].map((a) => a.id),
    ),
  );

const insertCourses = async (db: Db, schools: { main: string; south: string }, ids: UserIds, now: Date) => {
  const placed = [
    ...DEMO_COURSES.map((course) => ({
      course,
      institutionId: schools.main,
      institution: DEMO_INSTITUTION,
      mentorId: course === basicsCourse ? ids.tutor : null,
    })),
    {
      course: DEMO_SOUTH_COURSE,
      institutionId: schools.south,
      institution: DEMO_SOUTH_INSTITUTION,
      mentorId: ids.southTutor,
    },
  ];
  for (const { course, institutionId, institution, mentorId } of placed) {
    await db.insert(courses).values({
      id: course.id,
      name: course.name,
      description: course.description,
      institution,
      modality: course.modality,
      content: { modules: course.modules },
      backgroundColor: course.backgroundColor,
      isPublished: course.isPublished,
      mentorId,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(starterGuides).values(starterGuidesOf(course, now));
    const checked = courseActivityIds(course).filter((id) => SEED_CHECKS[id] !== undefined);
    if (checked.length > 0) {
      await db.insert(activityChecks).values(
        checked.map((activityId) => ({
          activityId,
          courseId: course.id,
          checks: [...(SEED_CHECKS[activityId] ?? [])],
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await db
      .insert(institutionCourses)
      .values({ institutionId, courseId: course.id, name: course.name, addedAt: now });
  }
};

const insertLibrary = async (db: Db, now: Date) => {
  await db.insert(catalogueComponents).values(
    CATALOGUE.map((c, i) => ({
      name: c.names.es,
      names: c.names,
      // No picture: the sidebar draws the part itself, true to what lands on the canvas.
      imageUrl: null,
      wokwiType: c.wokwiType,
      defaultAttrs: c.defaultAttrs ?? {},
      sortOrder: (i + 1) * 10,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db
    .insert(guideCategories)
    .values(GUIDE_CATEGORIES.map((c) => ({ ...c, createdAt: now, updatedAt: now })));
  await db.insert(practicalGuides).values(
    PRACTICAL_GUIDES.map(({ diagram, view, ...guide }, i) => ({
      ...guide,
      initialProjectDescription: guide.description,
      project: {
        name: guide.name,
        code: guide.code,
        ...(view ? { view } : {}),
        components: diagram.parts,
        connections: diagram.wires,
      },
      createdAt: minutesBefore(now, 60 * (i + 1)),
      updatedAt: minutesBefore(now, 60 * (i + 1)),
    })),
  );
  // One second apart, so the palette keeps the seed's order (colours are listed oldest first).
  await db.insert(colors).values(
    COLORS.map((c, i) => ({
      ...c,
      name: c.names.es,
      createdAt: new Date(now.getTime() - (COLORS.length - i) * 1000),
      updatedAt: now,
    })),
  );
};

const insertProjects = async (db: Db, ids: UserIds, now: Date): Promise<string[]> => {
  const rows = DEMO_PROJECTS.map((p) => {
    const at = minutesBefore(now, p.minutesAgo);
    const ownerId = ids[p.owner];
    return {
      id: crypto.randomUUID(),
      name: p.name,
      category: p.category,
      userId: ownerId,
      ownerId,
      diagram: p.diagram,
      code: p.code,
      isActivity: p.isActivity,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.insert(projects).values(rows);
  await db.insert(projectPermissions).values(
    rows.map((p) => ({
      projectId: p.id,
      userId: p.ownerId,
      level: 'owner' as const,
      createdAt: p.createdAt,
    })),
  );
  return rows.map((p) => p.id);
};

/** The second institution's group: its mentor and two students, no work yet. */
const insertSouthGroup = async (db: Db, ids: UserIds, now: Date) => {
  const [group] = await db
    .insert(groups)
    .values({
      ...DEMO_SOUTH_GROUP,
      courseId: DEMO_SOUTH_COURSE.id,
      mentorId: ids.southTutor,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: groups.id });
  if (!group) throw new Error('seed: group insert returned nothing');
  await db.insert(groupStudents).values([
    { groupId: group.id, userId: ids.southStudent, createdAt: now },
    { groupId: group.id, userId: ids.southStudent2, createdAt: now },
  ]);
  await insertSeats(db, group.id, DEMO_SEATS.south, now);
};

/** A demo group's class code and seats (issue 27), each seat a student of the group. */
const insertSeats = async (
  db: Db,
  groupId: string,
  demo: (typeof DEMO_SEATS)[keyof typeof DEMO_SEATS],
  now: Date,
) => {
  await db.insert(classCodes).values({ groupId, code: demo.code, createdAt: now, updatedAt: now });
  for (const seat of demo.seats) {
    const id = crypto.randomUUID();
    const stamps = { createdAt: now, updatedAt: now };
    await db.insert(users).values({
      id,
      name: seat.name,
      displayName: seat.nickname,
      email: seatEmailOf(id),
      isSeat: true,
      ...stamps,
    });
    await db.insert(seats).values({
      userId: id,
      groupId,
      name: seat.name,
      nickname: seat.nickname,
      secretBox: publishedSecret(seat.secret),
      createdAt: now,
    });
    await db.insert(groupStudents).values({ groupId, userId: id, createdAt: now });
  }
};

/** The tutor's group on the free course, with both students and submissions in every state. */
const insertGroup = async (db: Db, ids: UserIds, projectIds: string[], now: Date) => {
  const [group] = await db
    .insert(groups)
    .values({ ...DEMO_GROUP, courseId: basicsCourse.id, mentorId: ids.tutor, createdAt: now, updatedAt: now })
    .returning({ id: groups.id });
  if (!group) throw new Error('seed: group insert returned nothing');
  await db.insert(groupStudents).values([
    { groupId: group.id, userId: ids.student, createdAt: now },
    { groupId: group.id, userId: ids.student2, createdAt: now },
  ]);
  await insertSeats(db, group.id, DEMO_SEATS.main, now);
  for (const s of DEMO_SUBMISSIONS) {
    const sentAt = s.status === 'created' ? null : minutesBefore(now, 600);
    const completedAt = s.status === 'calified' ? minutesBefore(now, 120) : null;
    const [row] = await db
      .insert(submissions)
      .values({
        groupId: group.id,
        activityId: s.activityId,
        studentId: ids[s.student],
        mentorId: ids.tutor,
        projectId: s.project === undefined ? null : (projectIds[s.project] ?? null),
        lessonNumber: '1',
        status: s.status,
        score: s.score ?? null,
        feedback: s.feedback ?? null,
        sentAt,
        completedAt,
        createdAt: minutesBefore(now, 1440),
        updatedAt: completedAt ?? sentAt ?? minutesBefore(now, 1440),
      })
      .returning({ id: submissions.id });
    if (row && s.status === 'calified') {
      await db.insert(gradeEvents).values({
        submissionId: row.id,
        actorId: ids.tutor,
        fromStatus: 'sent',
        toStatus: 'calified',
        score: s.score ?? null,
        feedback: s.feedback ?? null,
        createdAt: completedAt ?? now,
      });
    }
  }
};

/**
 * Points every seeded guide and project whose circuit has a committed picture at it, so a new
 * installation's cards show pictures without drawing them (seed.test.ts fails when a seeded
 * circuit changed and its picture was not drawn again: `npm run seed:circuits`).
 */
const attachSeedCircuits = async (db: Db) => {
  const hashes = await committedSeedCircuits();
  if (hashes.length === 0) return;
  for (const table of [practicalGuides, projects]) {
    await db
      .update(table as typeof projects)
      .set({
        thumbnailKey: sql`${`${SEED_CIRCUITS_FOLDER}/`} || ${table.circuitHash} || '.webp'`,
        thumbnailHash: sql`${table.circuitHash}`,
        updatedAt: sql`${table.updatedAt}`,
      })
      .where(inArray(table.circuitHash, hashes));
  }
};

/**
 * Demo data in Spanish (spec §9 default locale): an institution with its staff, three courses, practical
 * guides, the parts catalogue, a graded group and a few student projects. Idempotent: the institution named
 * DEMO_INSTITUTION marks a seeded database, and its insert (ON CONFLICT DO NOTHING) makes two concurrent
 * seeds settle on one. Everything is written in one transaction.
 */
export const seedDemo = async (db: Db, opts: { now?: Date } = {}): Promise<{ created: boolean }> => {
  if (await hasDemo(db)) return { created: false };
  const now = opts.now ?? new Date();
  const credentials = await prepareCredentials();
  return db.transaction(async (tx) => {
    const [institution] = await tx
      .insert(institutions)
      .values({ name: DEMO_INSTITUTION, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: institutions.name })
      .returning({ id: institutions.id });
    if (!institution) return { created: false };
    const [south] = await tx
      .insert(institutions)
      .values({ name: DEMO_SOUTH_INSTITUTION, createdAt: now, updatedAt: now })
      .returning({ id: institutions.id });
    if (!south) throw new Error('seed: institution insert returned nothing');
    const schools = { main: institution.id, south: south.id };
    const ids = await insertUsers(tx, credentials, schools, now);
    await insertLibrary(tx, now);
    await insertCourses(tx, schools, ids, now);
    const projectIds = await insertProjects(tx, ids, now);
    await insertGroup(tx, ids, projectIds, now);
    await insertSouthGroup(tx, ids, now);
    await attachSeedCircuits(tx);
    return { created: true };
  });
};
