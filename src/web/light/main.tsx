import './light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SIGNED_OUT_RELOAD_KEY } from '../../domain/signed-out-pages.ts';
import { initialLocale } from '../lib/locale.ts';
import { landingPath, langOfPath } from '../lib/paths.ts';
import { LightApp } from './app.tsx';
import { loadStrings } from './i18n.ts';
import { leaveIfSignedIn } from './session.ts';

/**
 * The signed-out pages' entry (light.html): React and these pages only — no Mantine, router, query
 * cache or i18next. The root and `/{lang}` show the landing page in the stored or default language.
 */
const { pathname, search, hash } = window.location;
const lang = langOfPath(pathname) ?? initialLocale(undefined);
if (pathname.split('/').filter(Boolean).length <= 1) {
  window.history.replaceState(null, '', `${landingPath(lang)}${search}${hash}`);
}
document.documentElement.lang = lang;

try {
  // The app's load of this page landed here: no loop to stop (app/signed-out-page.tsx).
  window.sessionStorage.removeItem(SIGNED_OUT_RELOAD_KEY);
} catch {
  // No session storage.
}

if (import.meta.env.DEV) void leaveIfSignedIn();
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void leaveIfSignedIn();
});

// This language's texts: light-{lang}.html has preloaded them beside React (light-build.ts).
await loadStrings(lang);

const container = document.getElementById('root');
if (!container) throw new Error('light.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <LightApp />
  </StrictMode>,
);
