import { z } from 'zod';
import { COURSE_LIMITS } from './academy.ts';
import { type Locale, SUBMISSION_STATUSES } from './constants.ts';
import { SUBMISSION_PRESENTATIONS, type SubmissionPresentation } from './submissions.ts';

/**
 * The read views of a whole group (spec §2 grades/{groupId}, group-activity-table/{activityId},
 * student/{studentId}) and its CSV export: what the server answers and the web reads.
 */

const id = z.string().min(1).max(COURSE_LIMITS.idMax);

export const groupIdParams = z.object({ id });
export const groupActivityParams = z.object({ id, activityId: id });
export const groupStudentParams = z.object({ id, studentId: id });

/** The CSV's language: `lang` in the query wins over Accept-Language; Spanish otherwise. */
export const gradesCsvQuery = z.object({ lang: z.string().max(20).optional() });

export const gradeGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  courseId: z.string(),
  courseName: z.string(),
});

/** A course activity as the group's tables list it: course order, module number, class or home. */
export const gradeActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  moduleNumber: z.string(),
  kind: z.enum(['class', 'home']),
  /** The activity carries behaviour checks (issue 25): its cells have a checked score. */
  hasChecks: z.boolean().optional(),
});
export type GradeActivity = z.infer<typeof gradeActivitySchema>;

export const gradeStudentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type GradeStudent = z.infer<typeof gradeStudentSchema>;

/** One student's work on one activity; `status` null when the student has not started it. */
export const gradeCellSchema = z.object({
  activityId: z.string(),
  status: z.enum(SUBMISSION_STATUSES).nullable(),
  presentation: z.enum(SUBMISSION_PRESENTATIONS),
  score: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** The score the behaviour checks proposed for what was handed in, once they ran (issue 25). */
  checkedScore: z.number().int().nullable().optional(),
});
export type GradeCell = z.infer<typeof gradeCellSchema>;

/** grades/{groupId}: every student × every activity, cells in the order of `activities`. */
export const groupGradesSchema = z.object({
  group: gradeGroupSchema,
  activities: z.array(gradeActivitySchema),
  students: z.array(gradeStudentSchema.extend({ cells: z.array(gradeCellSchema) })),
});
export type GroupGrades = z.infer<typeof groupGradesSchema>;

/** group-activity-table/{activityId}: every student of the group with their work on one activity. */
export const groupActivityTableSchema = z.object({
  group: gradeGroupSchema,
  activity: gradeActivitySchema,
  rows: z.array(z.object({ student: gradeStudentSchema, cell: gradeCellSchema })),
});
export type GroupActivityTable = z.infer<typeof groupActivityTableSchema>;

/** student/{studentId}: every activity of the course with the student's status, score and feedback. */
export const studentBackofficeSchema = z.object({
  group: gradeGroupSchema,
  student: gradeStudentSchema,
  /** Whether the caller is the student (their own backoffice) or a reviewer of the group. */
  viewer: z.enum(['student', 'mentor']),
  activities: z.array(
    z.object({
      activity: gradeActivitySchema,
      cell: gradeCellSchema.extend({ feedback: z.string().nullable() }),
    }),
  ),
});
export type StudentBackoffice = z.infer<typeof studentBackofficeSchema>;

/** The words the CSV writes, per language: its fixed headers and each ungraded state. */
export const GRADES_CSV_TEXT: Record<
  Locale,
  {
    student: string;
    email: string;
    states: Record<SubmissionPresentation, string>;
    file: string;
    /** An activity's columns: its grade, its state, the tutor's feedback, its behaviour checks' score. */
    grade: string;
    status: string;
    feedback: string;
    checks: string;
  }
> = {
  es: {
    student: 'Estudiante',
    email: 'Correo',
    file: 'calificaciones',
    grade: 'nota',
    status: 'estado',
    feedback: 'comentarios',
    checks: 'comprobaciones',
    states: {
      inProgress: 'En progreso',
      sent: 'Enviada',
      graded: 'Calificada',
      returned: 'Devuelta',
      notReceived: 'No recibida',
    },
  },
  pt: {
    student: 'Estudante',
    email: 'E-mail',
    file: 'notas',
    grade: 'nota',
    status: 'situação',
    feedback: 'comentários',
    checks: 'verificações',
    states: {
      inProgress: 'Em andamento',
      sent: 'Enviada',
      graded: 'Avaliada',
      returned: 'Devolvida',
      notReceived: 'Não recebida',
    },
  },
  en: {
    student: 'Student',
    email: 'Email',
    file: 'grades',
    grade: 'grade',
    status: 'status',
    feedback: 'feedback',
    checks: 'checks',
    states: {
      inProgress: 'In progress',
      sent: 'Sent',
      graded: 'Graded',
      returned: 'Returned',
      notReceived: 'Not received',
    },
  },
};

/** A CSV column's header: the activity's name with its module, as names may repeat across modules. */
export const activityColumnOf = (activity: GradeActivity) => `M${activity.moduleNumber} · ${activity.name}`;

/** The field separator a spreadsheet of the locale splits on: `;` where the decimal comma is. */
export const CSV_SEPARATOR: Record<Locale, ',' | ';'> = { es: ';', pt: ';', en: ',' };
