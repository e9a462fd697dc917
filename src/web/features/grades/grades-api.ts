import type { Locale } from '../../../domain/constants.ts';
import {
  groupActivityTableSchema,
  groupGradesSchema,
  studentBackofficeSchema,
} from '../../../domain/grades.ts';
import { request } from '../../lib/api.ts';

/** The grades slice's calls (src/domain/grades.ts is the contract), one function each. */

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;

/** Every student × activity of the group: 404 GROUP_NOT_FOUND, 403 for anyone but its reviewers. */
export const fetchGroupGrades = (groupId: string) =>
  request('GET', `${groupPath(groupId)}/grades`, { schema: groupGradesSchema });

/** The CSV export's address: a plain link, so the browser downloads it with the session cookie. */
export const gradesCsvUrl = (groupId: string, lang: Locale) =>
  `${groupPath(groupId)}/grades.csv?lang=${lang}`;

/** One activity's table: 404 ACTIVITY_NOT_IN_GROUP when the activity is not in the group's course. */
export const fetchActivityTable = (groupId: string, activityId: string) =>
  request('GET', `${groupPath(groupId)}/activities/${encodeURIComponent(activityId)}/submissions`, {
    schema: groupActivityTableSchema,
  });

/** A student's backoffice, for the student themself and the group's reviewers. */
export const fetchStudentBackoffice = (groupId: string, studentId: string) =>
  request('GET', `${groupPath(groupId)}/students/${encodeURIComponent(studentId)}/submissions`, {
    schema: studentBackofficeSchema,
  });
