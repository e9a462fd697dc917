// Mantine's base in its cascade layer; each component's rules come with the component
// (src/web/build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { EARLY_ANSWERS_ID, firstReadsOf } from '../domain/page-reads.ts';
import { LiveUpdates } from './app/live-updates.tsx';
import { createQueryClient } from './app/query-client.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { SHELL_AREAS } from './i18n/areas.ts';
import { currentLocale, loadAreas, onLanguageChange, setLanguage } from './i18n/i18n.ts';
import { answersFrom, forgetEarlyReads, startEarlyReads } from './lib/early-reads.ts';
import { formatDate } from './lib/format.ts';
import { initialLocale } from './lib/locale.ts';
import { keepReads } from './offline/kept-reads.ts';
import { OutboxFlusher } from './offline/outbox-flusher.tsx';
import './offline/sw-caches.ts';
import { linkManifestOf } from './offline/sw-manifest.ts';
import { UpdateNotice } from './offline/updates-notice.tsx';
import { watchPreloadErrors } from './offline/updates-stale-build.ts';
import { routes } from './routes.tsx';

// The page's first API reads start now, beside its code and texts, not once React has rendered
// the guard and the page (lib/early-reads.ts); the server's HTML may have started them already,
// or answered some of them itself.
const openedOn = window.location.pathname;
startEarlyReads(firstReadsOf(openedOn), answersFrom(document.getElementById(EARLY_ANSWERS_ID)?.textContent));

const locale = initialLocale(window.location.pathname.split('/')[1]);
// The page's language comes first (the shell's texts, a small chunk), so the first paint is
// translated; each page brings its own areas with its code (routes.tsx).
const shellTexts = loadAreas(locale, SHELL_AREAS);
// The browser's first date formatter costs ~20 ms (it loads the locale's data): made while the
// texts and the page's code arrive, it is not part of the first render (cards show dates).
formatDate(locale, new Date());
await shellTexts;
setLanguage(locale);
document.documentElement.lang = locale;
linkManifestOf(locale);
onLanguageChange(() => {
  document.documentElement.lang = currentLocale();
  linkManifestOf(currentLocale());
});

const queryClient = createQueryClient();
// What the app needs offline is kept as it arrives, for the person signed in (offline/kept-reads.ts).
keepReads(queryClient);
const router = createBrowserRouter(routes);
// A page of an older build reloads into the new one (the first page's own chunks, asked for as the
// router starts, fail into the route's error page, which reloads too).
watchPreloadErrors(() => !router.state.initialized || router.state.navigation.state !== 'idle');
router.subscribe(({ location }) => {
  if (location.pathname !== openedOn) forgetEarlyReads();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <LiveUpdates />
          <OutboxFlusher />
          <RouterProvider router={router} />
          <UpdateNotice />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

// The service worker (offline use, new versions offered) once the page has painted and gone idle:
// its code and its precache's downloads do not compete with the first paint. Not in development
// (Vite's server has no worker) nor where the browser has none (plain HTTP on a LAN address).
const registerWhenIdle = () => {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(
    () =>
      void import('./offline/sw-register.ts')
        .then((sw) => sw.registerServiceWorker())
        .catch((error: unknown) => console.warn('the service worker did not register', error)),
  );
};
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
