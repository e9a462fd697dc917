import { stringify } from 'csv-stringify/sync';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/constants.ts';
import {
  activityColumnOf,
  CSV_SEPARATOR,
  GRADES_CSV_TEXT,
  type GroupGrades,
} from '../../../domain/grades.ts';

/**
 * The CSV's language: a `lang` query of es, pt or en; else the first of those the browser's
 * Accept-Language asks for, by weight; else Spanish.
 */
export const csvLocaleOf = (lang: string | undefined, acceptLanguage: string | undefined): Locale => {
  if (isLocale(lang)) return lang;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight ? Number(weight.slice(2)) : 1;
      return { locale: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .find((entry) => isLocale(entry.locale));
  return (asked?.locale as Locale | undefined) ?? DEFAULT_LOCALE;
};

/** The grades with each cell's feedback, which only the CSV carries beside the grid's columns. */
export type CsvGrades = Omit<GroupGrades, 'students'> & {
  students: (Omit<GroupGrades['students'][number], 'cells'> & {
    cells: (GroupGrades['students'][number]['cells'][number] & { feedback: string | null })[];
  })[];
};

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a character some spreadsheet splits cells or rows on. */
const FORMULA_AFTER_SPLIT = /([,;\t\r\n])(?=[=+\-@])/g;

/**
 * A text cell no spreadsheet runs as a formula: a leading `'` where a formula could start, at the
 * cell's start and after every `,`, `;`, tab or line break inside it, since a spreadsheet that
 * splits on another separator than ours (or ignores quotes) starts a cell there.
 */
export const defuse = (text: string): string =>
  text.replace(FORMULA_AFTER_SPLIT, "$1'").replace(FORMULA_START, (start) => `'${start}`);

/**
 * The group's grades as a spreadsheet of the caller's locale opens them: UTF-8 with a BOM (accents
 * right), split on `;` in es and pt (where Excel's list separator is `;`, the decimal comma taking
 * `,`) and `,` in en, CRLF rows, fields quoted when they hold the separator, quotes or line breaks,
 * every text defused. Each activity has its grade, its state and the tutor's feedback in columns
 * of their own, and, when it carries behaviour checks, the score they proposed.
 */
export const gradesCsv = (grades: CsvGrades, locale: Locale): string => {
  const text = GRADES_CSV_TEXT[locale];
  const header = [
    text.student,
    text.email,
    ...grades.activities.flatMap((activity) => {
      const name = activityColumnOf(activity);
      const columns = [text.grade, text.status, text.feedback, ...(activity.hasChecks ? [text.checks] : [])];
      return columns.map((column) => `${name} · ${column}`);
    }),
  ];
  const rows = grades.students.map((student) => [
    student.name,
    student.email,
    ...student.cells.flatMap((cell, index) => [
      cell.status === 'calified' && cell.score !== null ? cell.score : '',
      text.states[cell.presentation],
      cell.feedback ?? '',
      ...(grades.activities[index]?.hasChecks ? [cell.checkedScore ?? ''] : []),
    ]),
  ]);
  const defused = [header, ...rows].map((row) =>
    row.map((cell) => (typeof cell === 'string' ? defuse(cell) : cell)),
  );
  return stringify(defused, { bom: true, record_delimiter: 'windows', delimiter: CSV_SEPARATOR[locale] });
};

/** `attachment; filename=…`: an ASCII name for every browser, the group's own name in filename*. */
export const csvDisposition = (groupName: string, locale: Locale) => {
  const base = `${GRADES_CSV_TEXT[locale].file}-${groupName}`;
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || GRADES_CSV_TEXT[locale].file;
  return `attachment; filename="${ascii}.csv"; filename*=UTF-8''${encodeURIComponent(`${base}.csv`)}`;
};
