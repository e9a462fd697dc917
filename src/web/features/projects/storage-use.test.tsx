import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StorageUse } from '../../../domain/storage-use.ts';
import es from '../../i18n/es.json';
import { showWholeLocale, translatorIn } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { STORAGE_USE_KEY, StorageUseLine } from './storage-use-line.tsx';
import { imageFailureText } from './use-project-submit.ts';

beforeAll(() => {
  showWholeLocale('es', es);
});

const MB = 1024 * 1024;

const renderLine = (use: StorageUse) => {
  const client = new QueryClient();
  client.setQueryData(STORAGE_USE_KEY, use);
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <StorageUseLine />
        </QueryClientProvider>
      </MemoryRouter>
    </MantineProvider>,
  );
};

describe('the storage use line', () => {
  it("says what the person's pictures take of their quota, in the page's language", () => {
    expect(renderLine({ usedBytes: 12 * MB, quotaBytes: 100 * MB })).toContain(
      'Tus imágenes ocupan 12 MB de 100 MB',
    );
    expect(renderLine({ usedBytes: 1.5 * MB, quotaBytes: 100 * MB })).toContain('ocupan 1,5 MB de 100 MB');
  });

  it('says nothing when there is no quota', () => {
    const html = renderLine({ usedBytes: 12 * MB, quotaBytes: null });
    expect(html).not.toContain('MB');
    expect(html).not.toContain('<p');
  });
});

describe('what the project modal says when a picture was refused', () => {
  const t = translatorIn('es');
  const quota = new ApiError(413, 'STORAGE_QUOTA_EXCEEDED', 'No room');
  const rate = new ApiError(429, 'UPLOAD_RATE_LIMITED', 'Too many');

  it('after a create: the project was kept, and why its picture was not', () => {
    expect(imageFailureText(t, 'create', quota)).toBe(
      `${es.projects.modal.savedWithoutImage} ${es.errors.STORAGE_QUOTA_EXCEEDED}`,
    );
  });

  it('on a new picture: why it was refused', () => {
    expect(imageFailureText(t, 'image', rate)).toBe(es.errors.UPLOAD_RATE_LIMITED);
    expect(imageFailureText(t, 'image', quota)).toBe(es.errors.STORAGE_QUOTA_EXCEEDED);
  });

  it('any other failure keeps the plain "try again"', () => {
    expect(imageFailureText(t, 'create', new ApiError(500, 'INTERNAL', 'x'))).toBe(
      es.projects.modal.uploadFailed,
    );
    expect(imageFailureText(t, 'image', new TypeError('offline'))).toBe(es.projects.modal.updateImageFailed);
  });
});
