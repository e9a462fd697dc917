import { institutionStudentSchema } from '../../../domain/backoffice.ts';
import { request } from '../../lib/api.ts';

/** One student of the institution: their groups in it and their progress (its admins and super admins). */
export const fetchInstitutionStudent = (institutionId: string, studentId: string) =>
  request(
    'GET',
    `/api/institutions/${encodeURIComponent(institutionId)}/students/${encodeURIComponent(studentId)}`,
    { schema: institutionStudentSchema },
  );
