import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/**
 * The landing, login and register pages are not part of the app: the server answers their paths
 * with light.html (src/web/light, docs/decisions.md) while nobody is signed in. When the app's own
 * guards send someone there (a sign-out, a protected page), the page is loaded in full.
 */
export const SignedOutPage = () => {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <FullPageLoader />;
};
