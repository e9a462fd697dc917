import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectKeys } from '../features/projects/project-queries.ts';
import es from '../i18n/es.json';
import { showWholeLocale, translatorIn } from '../i18n/i18n.ts';
import { ApiError, NETWORK_ERROR } from '../lib/api.ts';
import { errorText } from '../lib/error-text.ts';
import { OfflineState } from './offline-state-view.tsx';

beforeAll(() => {
  showWholeLocale('es', es);
});

const HOSTILE = '<img src=x onerror=alert(1)>';

const render = (queryClient: QueryClient) =>
  renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/es/groups']}>
          <Routes>
            <Route path="/:lang/groups" element={<OfflineState />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('OfflineState', () => {
  it('lists the projects the query cache holds, linked to their board, names as text', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.detail('p1'), { id: 'p1', name: HOSTILE, updatedAt: '2026-01-02' });
    queryClient.setQueryData(projectKeys.newest(5), {
      items: [{ id: 'p2', name: 'Semáforo', updatedAt: '2026-01-01' }],
      nextCursor: null,
    });
    const html = render(queryClient);
    expect(html).toContain(es.offline.pages.title);
    expect(html).toContain('href="/es/board/p1"');
    expect(html).toContain('href="/es/board/p2"');
    expect(html).toContain('href="/es/projects"');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says when nothing was kept, and still leads to the projects page', () => {
    const html = render(new QueryClient());
    expect(html).toContain(es.offline.pages.noKeptProjects);
    expect(html).toContain('href="/es/projects"');
  });
});

describe('errorText', () => {
  it("says a call that reached no server is the connection, and keeps a server's answer", () => {
    const t = translatorIn('es');
    expect(errorText(t, new ApiError(0, NETWORK_ERROR, 'Failed to fetch'))).toBe(
      es.offline.pages.networkError,
    );
    expect(errorText(t, new ApiError(500, 'INTERNAL', 'x'))).toBe(es.errors.INTERNAL);
  });
});
