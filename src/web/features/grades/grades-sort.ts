import type { GroupGrades } from '../../../domain/grades.ts';

/** The grades table's order, kept in the URL: by student name, or by one activity's score. */
export interface GradesSort {
  /** 'name', or an activity's id. */
  by: string;
  dir: 'asc' | 'desc';
}

export const parseGradesSort = (params: URLSearchParams): GradesSort => ({
  by: params.get('sort') || 'name',
  dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
});

/** The search that keeps `sort` (and whatever else the URL holds, such as nothing). */
export const toSortSearch = (params: URLSearchParams, sort: GradesSort): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (sort.by === 'name') next.delete('sort');
  else next.set('sort', sort.by);
  if (sort.dir === 'asc') next.delete('dir');
  else next.set('dir', 'desc');
  return next;
};

/** What a header's click does: the same column flips its direction; another starts ascending. */
export const nextSort = (current: GradesSort, by: string): GradesSort =>
  current.by === by ? { by, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { by, dir: 'asc' };

type Student = GroupGrades['students'][number];

/**
 * The students in the chosen order. By score, students without a grade go last whichever the
 * direction (nothing to compare); ties and the name order follow the locale's collation.
 */
export const sortStudents = (grades: GroupGrades, sort: GradesSort, locale: string): Student[] => {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: Student, b: Student) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  const sign = sort.dir === 'asc' ? 1 : -1;
  const column = grades.activities.findIndex((activity) => activity.id === sort.by);
  if (sort.by === 'name' || column === -1) return [...grades.students].sort((a, b) => sign * byName(a, b));
  const scoreOf = (student: Student) => {
    const cell = student.cells[column];
    return cell?.status === 'calified' ? cell.score : null;
  };
  return [...grades.students].sort((a, b) => {
    const [x, y] = [scoreOf(a), scoreOf(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
};
