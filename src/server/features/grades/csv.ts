import { stringify } from 'csv-stringify/sync';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/constants.ts';
import { activityColumnOf, csvCellOf, GRADES_CSV_TEXT, type GroupGrades } from '../../../domain/grades.ts';

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

/**
 * The group's grades as a spreadsheet opens them: UTF-8 with a BOM (accents right), CRLF rows,
 * fields quoted when they hold commas, quotes or line breaks, and any text starting with =, +, -,
 * @, tab or CR prefixed with ' so no spreadsheet runs a student's name as a formula.
 */
export const gradesCsv = (grades: GroupGrades, locale: Locale): string => {
  const text = GRADES_CSV_TEXT[locale];
  // An activity with behaviour checks gets a second column: the score they proposed.
  const header = [
    text.student,
    text.email,
    ...grades.activities.flatMap((activity) =>
      activity.hasChecks
        ? [activityColumnOf(activity), `${activityColumnOf(activity)} · ${text.checks}`]
        : [activityColumnOf(activity)],
    ),
  ];
  const rows = grades.students.map((student) => [
    student.name,
    student.email,
    ...student.cells.flatMap((cell, index) =>
      grades.activities[index]?.hasChecks
        ? [csvCellOf(cell, locale), cell.checkedScore ?? '']
        : [csvCellOf(cell, locale)],
    ),
  ]);
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows', escape_formulas: true });
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
