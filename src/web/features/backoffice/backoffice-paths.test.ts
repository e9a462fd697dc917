import { expect, it } from 'vitest';
import { backofficeCoursesPath, backofficeGroupsPath, backofficeStudentPath } from './backoffice-paths.ts';

it('names the institution in the query and escapes the student id', () => {
  expect(backofficeGroupsPath('es')).toBe('/es/groups-management-test');
  expect(backofficeGroupsPath('pt', 'a b')).toBe('/pt/groups-management-test?institution=a+b');
  expect(backofficeCoursesPath('en', 'x')).toBe('/en/create-groups-management-test?institution=x');
  expect(backofficeStudentPath('es', 'u/1', 'x')).toBe(
    '/es/create-groups-management-test/groups-test/u%2F1?institution=x',
  );
});
