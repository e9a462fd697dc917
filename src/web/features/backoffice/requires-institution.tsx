import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { useMe } from '../auth/session.ts';

/**
 * Spec §6, §8: the institution-scoped screens are for the admins of an institution (and super
 * admins); a signed-in user with no institution is sent to the root. The server checks every call
 * again.
 */
export const RequiresInstitution = () => {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageLoader />;
  const roles = me?.roles;
  return roles && (roles.superAdmin || roles.adminOf.length > 0) ? <Outlet /> : <Navigate to="/" replace />;
};
