import { createContext, useContext } from 'react';
import type { Locale } from '../../domain/locales.ts';
import type { Translate } from './i18n.ts';

export interface Light {
  lang: Locale;
  t: Translate;
  /** The current path's search (`?next=…`, `?error=…`). */
  search: string;
  /** Moves to another signed-out page in place (or loads any other path in full). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  switchLang: (lang: Locale) => void;
}

export const LightContext = createContext<Light | null>(null);

export const useLight = (): Light => {
  const light = useContext(LightContext);
  if (!light) throw new Error('useLight outside LightApp');
  return light;
};
