/**
 * Which institution the Backoffice shows (spec §2 institution-scoped screens): the one the URL
 * names when the user may open it, else the one they chose last time, else the first they run.
 * The choice is kept in local storage; the URL always says it.
 */

export interface InstitutionChoice {
  id: string;
  name: string;
}

/** The part of Storage the choice uses, so tests can pass a map. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const INSTITUTION_CHOICE_KEY = 'chispa.backoffice.institution';

export const chooseInstitution = (
  available: readonly InstitutionChoice[],
  asked: string | null,
  remembered: string | null,
): InstitutionChoice | null => {
  const find = (id: string | null) =>
    id ? available.find((institution) => institution.id === id) : undefined;
  return find(asked) ?? find(remembered) ?? available[0] ?? null;
};

const browserStorage = (): ChoiceStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** The institution chosen last time; storage that cannot be read remembers nothing. */
export const rememberedInstitution = (storage = browserStorage()): string | null => {
  try {
    return storage?.getItem(INSTITUTION_CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
};

export const rememberInstitution = (id: string, storage = browserStorage()): void => {
  try {
    storage?.setItem(INSTITUTION_CHOICE_KEY, id);
  } catch {
    // Private mode or a full quota: the first institution is shown next time, which is harmless.
  }
};

/** The page's query for another institution: its filters belonged to the one it leaves. */
export const searchForInstitution = (id: string) => new URLSearchParams({ institution: id });

/** The page's query with its filters, keeping the institution it shows. */
export const withInstitutionParam = (search: URLSearchParams, id: string) => {
  const next = new URLSearchParams(search);
  next.set('institution', id);
  return next;
};
