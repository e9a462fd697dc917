import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import type { Me } from '../../domain/me.ts';
import { useMe } from '../features/auth/session.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { homePath } from '../lib/paths.ts';
import { useLang } from '../lib/use-lang.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import { PageTitle } from '../ui/page-title.tsx';

/** The admin roles a route of spec §2 can require (its `requiresAdmin` flag). */
export type AdminRole = 'superAdmin' | 'institutionAdmin';

/** Whether the roles include one of `accepted` (a page may admit several admin roles). */
export const hasAdminRole = (
  roles: Me['roles'] | undefined,
  accepted: AdminRole | readonly AdminRole[],
): boolean =>
  (typeof accepted === 'string' ? [accepted] : accepted).some((role) =>
    role === 'superAdmin' ? roles?.superAdmin === true : (roles?.adminOf.length ?? 0) > 0,
  );

/**
 * Spec §2 `requiresAdmin`, enforced at the router: someone with none of the roles who types the URL
 * gets a no-access page, and the page's code and data calls never start. The server checks every call
 * again (403), so this is for people, not a security boundary.
 */
export const RequiresAdmin = ({ adminRole }: { adminRole: AdminRole | readonly AdminRole[] }) => {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageLoader />;
  return hasAdminRole(me?.roles, adminRole) ? <Outlet /> : <NoAccessPage />;
};

const NoAccessPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('noAccess.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('noAccess.title')}
      </Title>
      <Alert color="red" variant="light" icon={<IconLock aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('noAccess.text')}</Text>
          <Button component={Link} to={homePath(lang)} size="xs" variant="default">
            {t('noAccess.home')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
};
