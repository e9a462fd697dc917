import { describe, expect, it } from 'vitest';
import {
  activityPath,
  activityTablePath,
  classActivityPath,
  gradeActivityPath,
  gradesPath,
  groupsPath,
  studentBackofficePath,
} from './classroom-paths.ts';

describe('classroom paths', () => {
  it('builds the spec §2 addresses with their queries', () => {
    const work = { groupId: 'g1', studentUid: 's1' };
    expect(groupsPath('pt')).toBe('/pt/groups');
    expect(gradesPath('es', 'g1')).toBe('/es/grades/g1');
    expect(activityTablePath('es', 'activity_led', 'g1')).toBe(
      '/es/group-activity-table/activity_led?groupId=g1',
    );
    expect(activityPath('en', 'activity_led', work)).toBe(
      '/en/activity/activity_led?groupId=g1&studentUid=s1',
    );
    expect(gradeActivityPath('es', 'activity_led', work)).toBe(
      '/es/grade-activity/activity_led?groupId=g1&studentUid=s1',
    );
    expect(classActivityPath('es', 'g1')).toBe('/es/class-activity?groupId=g1');
    expect(classActivityPath('es', 'g1', 'activity_led')).toBe('/es/class-activity/activity_led?groupId=g1');
  });

  it('keeps odd ids and names inside their segment or query value', () => {
    expect(gradesPath('es', 'a/b?c')).toBe('/es/grades/a%2Fb%3Fc');
    expect(studentBackofficePath('es', 's/1', { groupId: 'g&1', studentName: 'Lucía & <b>' })).toBe(
      '/es/student/s%2F1?groupId=g%261&studentName=Luc%C3%ADa+%26+%3Cb%3E',
    );
  });
});
