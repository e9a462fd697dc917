import type { InjectOptions } from 'fastify';
import { ACADEMY_ROWS } from './rows/academy.ts';
import { ACCOUNT_ROWS } from './rows/account.ts';
import { BACKOFFICE_ROWS } from './rows/backoffice.ts';
import { CATALOGUE_ROWS } from './rows/catalogue.ts';
import { CHECK_ROWS } from './rows/checks.ts';
import { CLASS_ROWS } from './rows/class.ts';
import { CLASSWORK_ROWS } from './rows/classwork.ts';
import { COLOR_ROWS } from './rows/colors.ts';
import { COURSE_ROWS } from './rows/courses.ts';
import { GRADE_ROWS } from './rows/grades.ts';
import { GROUP_ROWS } from './rows/groups.ts';
import { GUIDE_ROWS } from './rows/guides.ts';
import { IMAGE_ROWS } from './rows/images.ts';
import { INSTITUTION_ROWS } from './rows/institutions.ts';
import { PLATFORM_ROWS } from './rows/platform.ts';
import { PROJECT_ROWS } from './rows/projects.ts';
import { SEAT_ROWS } from './rows/seats.ts';
import { THUMBNAIL_ROWS } from './rows/thumbnails.ts';
import { USER_ROWS } from './rows/users.ts';
import type { ActorName, World } from './world.ts';

/**
 * The access matrix: for every route the app registers, the status each actor gets for a valid
 * request. matrix.test.ts walks Fastify's route list, so a new route without a row here fails
 * the build. A row says what the server must decide; nothing here asks the web.
 */

export type Statuses = Record<ActorName, number>;

export interface CaseContext {
  world: World;
  actor: ActorName;
}

export interface MatrixCase {
  /** What this case of the route tries, when a route has several. */
  name?: string;
  request(ctx: CaseContext): Promise<InjectOptions> | InjectOptions;
  expect: Statuses;
  /** The call changes or ends the caller's own account: each actor sends it as a new person with its roles. */
  asStandIn?: boolean;
}

export interface MatrixRow {
  /** `METHOD /path` as registered; `ALL` matches every method of the path. */
  route: string;
  cases: MatrixCase[];
}

export const MATRIX: MatrixRow[] = [
  ...PLATFORM_ROWS,
  ...ACCOUNT_ROWS,
  ...IMAGE_ROWS,
  ...THUMBNAIL_ROWS,
  ...PROJECT_ROWS,
  ...CATALOGUE_ROWS,
  ...GUIDE_ROWS,
  ...COURSE_ROWS,
  ...ACADEMY_ROWS,
  ...CLASS_ROWS,
  ...GRADE_ROWS,
  ...GROUP_ROWS,
  ...SEAT_ROWS,
  ...CLASSWORK_ROWS,
  ...CHECK_ROWS,
  ...BACKOFFICE_ROWS,
  ...INSTITUTION_ROWS,
  ...USER_ROWS,
  ...COLOR_ROWS,
];
