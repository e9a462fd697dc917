import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useMe } from '../auth/session.ts';
import { useInstitutionOptions } from '../course-admin/course-admin-queries.ts';
import {
  chooseInstitution,
  type InstitutionChoice,
  rememberedInstitution,
  rememberInstitution,
  searchForInstitution,
  withInstitutionParam,
} from './institution-choice.ts';

export interface BackofficeInstitution {
  /** Every institution the user may switch to: those they run, or all for a super admin. */
  available: readonly InstitutionChoice[] | undefined;
  /** The one shown; null while the list loads or when there is none. */
  institution: InstitutionChoice | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /** Shows another institution (its own URL, so Back returns to the previous one). */
  select: (id: string) => void;
  /** The page's query with its filters, keeping the institution. */
  searchWith: (search: URLSearchParams) => URLSearchParams;
}

/**
 * The institution of a Backoffice page: `?institution=` when the user may open it, else the one
 * remembered, else the first; the URL is corrected to say which, and the choice is remembered.
 */
export const useBackofficeInstitution = (): BackofficeInstitution => {
  const { data: me } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSuperAdmin = me?.roles.superAdmin === true;
  const all = useInstitutionOptions(undefined, isSuperAdmin);
  const available = isSuperAdmin ? all.data : me?.roles.adminOf;
  const asked = searchParams.get('institution');
  const institution = available ? chooseInstitution(available, asked, rememberedInstitution()) : null;
  const chosenId = institution?.id;

  useEffect(() => {
    if (!chosenId) return;
    rememberInstitution(chosenId);
    if (chosenId !== asked)
      setSearchParams((current) => withInstitutionParam(current, chosenId), { replace: true });
  }, [chosenId, asked, setSearchParams]);

  return {
    available,
    institution,
    isPending: isSuperAdmin && all.isPending,
    isError: isSuperAdmin && all.isError,
    refetch: () => void all.refetch(),
    select: (id) => setSearchParams(searchForInstitution(id)),
    searchWith: (search) => (chosenId ? withInstitutionParam(search, chosenId) : search),
  };
};
