import {
  CATALOGUE_LIMITS,
  type CatalogueItem,
  type CreateCatalogueItem,
  wokwiTypeSchema,
} from '../../../domain/catalogue.ts';
import { DIAGRAM_LIMITS } from '../../../domain/circuit/diagram.ts';
import { LOCALES, type Locale } from '../../../domain/constants.ts';

/** The catalogue item form as plain data: its values, their checks and the body they become. */

export interface AttrRow {
  /** Identity of the row while it is edited (React key); never sent. */
  rowId: string;
  key: string;
  value: string;
}

export interface CatalogueFormValues {
  names: Record<Locale, string>;
  wokwiType: string;
  attrs: AttrRow[];
  /** NumberInput gives '' while empty. */
  sortOrder: number | string;
  file: File | null;
}

/** The range `createCatalogueItemSchema` accepts for `sortOrder`. */
export const SORT_ORDER_RANGE = { min: -1_000_000, max: 1_000_000 } as const;

let rowCount = 0;
export const newAttrRow = (key = '', value = ''): AttrRow => {
  rowCount += 1;
  return { rowId: `attr-${rowCount}`, key, value };
};

export const toFormValues = (item: CatalogueItem | null): CatalogueFormValues => ({
  names: { es: item?.names.es ?? '', pt: item?.names.pt ?? '', en: item?.names.en ?? '' },
  wokwiType: item?.wokwiType ?? '',
  attrs: Object.entries(item?.defaultAttrs ?? {}).map(([key, value]) => newAttrRow(key, value)),
  sortOrder: item?.sortOrder ?? '',
  file: null,
});

/** A message as data: the i18n key to show and its variables. */
export interface FormProblem {
  key: string;
  vars?: Record<string, number>;
}

const REQUIRED: FormProblem = { key: 'validation.required' };
const tooLong = (count: number): FormProblem => ({ key: 'validation.max', vars: { count } });

/** Rows left fully blank are ignored, as if removed. */
const filledRows = (attrs: readonly AttrRow[]) =>
  attrs.map((row, index) => ({ row, index })).filter(({ row }) => row.key.trim() || row.value);

const checkText = (text: string, max: number): FormProblem | null => {
  const trimmed = text.trim();
  if (!trimmed) return REQUIRED;
  return trimmed.length > max ? tooLong(max) : null;
};

const checkAttrs = (attrs: readonly AttrRow[], errors: Record<string, FormProblem>) => {
  const rows = filledRows(attrs);
  if (rows.length > DIAGRAM_LIMITS.attrKeys)
    errors.attrs = {
      key: 'catalogueAdmin.validation.tooManyAttrs',
      vars: { count: DIAGRAM_LIMITS.attrKeys },
    };
  const seen = new Set<string>();
  for (const { row, index } of rows) {
    const key = row.key.trim();
    if (!key) errors[`attrs.${index}.key`] = { key: 'catalogueAdmin.validation.attrKeyRequired' };
    else if (key.length > DIAGRAM_LIMITS.idLength)
      errors[`attrs.${index}.key`] = tooLong(DIAGRAM_LIMITS.idLength);
    else if (seen.has(key))
      errors[`attrs.${index}.key`] = { key: 'catalogueAdmin.validation.attrKeyDuplicate' };
    seen.add(key);
    if (row.value.length > DIAGRAM_LIMITS.attrValueLength)
      errors[`attrs.${index}.value`] = tooLong(DIAGRAM_LIMITS.attrValueLength);
  }
};

const isSortOrder = (value: number | string) =>
  value === '' ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= SORT_ORDER_RANGE.min &&
    value <= SORT_ORDER_RANGE.max);

/** The form's problems by Mantine field path (`names.es`, `attrs.0.key`, …); empty when it may be sent. */
export const checkCatalogueForm = (values: CatalogueFormValues): Record<string, FormProblem> => {
  const errors: Record<string, FormProblem> = {};
  for (const lang of LOCALES) {
    const problem = checkText(values.names[lang], CATALOGUE_LIMITS.nameMax);
    if (problem) errors[`names.${lang}`] = problem;
  }
  const typeProblem = checkText(values.wokwiType, CATALOGUE_LIMITS.wokwiTypeMax);
  if (typeProblem) errors.wokwiType = typeProblem;
  else if (!wokwiTypeSchema.safeParse(values.wokwiType).success)
    errors.wokwiType = { key: 'catalogueAdmin.validation.wokwiType' };
  checkAttrs(values.attrs, errors);
  if (!isSortOrder(values.sortOrder))
    errors.sortOrder = { key: 'catalogueAdmin.validation.sortOrder', vars: SORT_ORDER_RANGE };
  return errors;
};

/** The body of POST (and PATCH: every field is sent, so removed attributes go away). */
export const toCatalogueBody = (values: CatalogueFormValues): CreateCatalogueItem => ({
  names: { es: values.names.es.trim(), pt: values.names.pt.trim(), en: values.names.en.trim() },
  wokwiType: values.wokwiType.trim(),
  defaultAttrs: Object.fromEntries(filledRows(values.attrs).map(({ row }) => [row.key.trim(), row.value])),
  ...(typeof values.sortOrder === 'number' ? { sortOrder: values.sortOrder } : {}),
});
