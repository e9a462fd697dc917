import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LiveUpdates } from './app/live-updates.tsx';
import { createQueryClient } from './app/query-client.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { loadTranslation, setUpI18n } from './i18n/i18n.ts';
import { initialLocale } from './lib/locale.ts';
import { routes } from './routes.tsx';

const locale = initialLocale(window.location.pathname.split('/')[1]);
// The page's language comes first (its own small chunk), so the first paint is translated.
const i18n = setUpI18n(locale, await loadTranslation(locale));
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <LiveUpdates />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
