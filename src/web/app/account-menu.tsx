import { useMe } from '../features/auth/session.ts';
import { useSignOut } from '../features/auth/use-sign-out.tsx';
import { ProfileMenu } from '../ui/profile-menu.tsx';

/** The signed-in user's profile menu (nothing when signed out). */
export const AccountMenu = ({ variant }: { variant?: 'bar' | 'navbar' }) => {
  const { data: me } = useMe();
  const confirmSignOut = useSignOut();
  if (!me) return null;
  const name = me.user.name || me.user.displayName || me.user.email;
  return <ProfileMenu name={name} email={me.user.email} onLogout={confirmSignOut} variant={variant} />;
};
