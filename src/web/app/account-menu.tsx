import { useState } from 'react';
import { useMe } from '../features/auth/session.ts';
import { useSignOut } from '../features/auth/use-sign-out.tsx';
import { PAGE_AREAS } from '../i18n/areas.ts';
import { lazyDialog } from '../lib/lazy-dialog.tsx';
import { ProfileMenu } from '../ui/profile-menu.tsx';

/** The account forms are downloaded when the modal first opens, not with every signed-in page. */
const AccountModal = lazyDialog(
  () => import('../features/account/account-modal.tsx').then((m) => m.AccountModal),
  (props) => props.opened,
  PAGE_AREAS.accountDialog,
);

/** The signed-in user's profile menu and the account modal it opens (nothing when signed out). */
export const AccountMenu = ({ variant }: { variant?: 'bar' | 'navbar' }) => {
  const { data: me } = useMe();
  const confirmSignOut = useSignOut();
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  if (!me) return null;
  const name = me.user.name || me.user.displayName || me.user.email;
  return (
    <>
      <ProfileMenu
        name={name}
        email={me.user.email}
        onLogout={confirmSignOut}
        // A class seat (issue 27) cannot change its name or password: no Account entry.
        onAccount={me.user.isSeat ? undefined : () => setIsAccountOpen(true)}
        variant={variant}
      />
      <AccountModal me={me} opened={isAccountOpen} onClose={() => setIsAccountOpen(false)} />
    </>
  );
};
