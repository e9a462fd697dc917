import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isLocale } from '../../domain/constants.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { resolveLangPath } from '../lib/paths.ts';

/** Sends a path without a supported `{lang}` prefix to the same path under the current locale. */
export const LangRedirect = () => {
  const { pathname, search, hash } = useLocation();
  const locale = currentLocale();
  return <Navigate to={resolveLangPath(`${pathname}${search}${hash}`, locale) ?? `/${locale}`} replace />;
};

/** The `/:lang` route: the interface language follows the URL (before paint, so nothing flashes). */
export const LangGate = () => {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const isValid = isLocale(lang);

  useLayoutEffect(() => {
    if (isValid && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, isValid, lang]);

  return isValid ? <Outlet /> : <LangRedirect />;
};
