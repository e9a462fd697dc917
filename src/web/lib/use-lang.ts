import { useLocation, useNavigate, useParams } from 'react-router';
import { isLocale, type Locale } from '../../domain/constants.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { storeLocale } from './locale.ts';
import { switchLangPath } from './paths.ts';

/** The `{lang}` of the current route (the interface language follows it). */
export const useLang = (): Locale => {
  const { lang } = useParams();
  return isLocale(lang) ? lang : currentLocale();
};

/** Spec §2: choosing a language stores it and replaces the language segment of the path. */
export const useSwitchLang = () => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (lang: Locale) => {
    storeLocale(lang);
    void navigate(switchLangPath(`${pathname}${search}${hash}`, lang), { replace: true });
  };
};
