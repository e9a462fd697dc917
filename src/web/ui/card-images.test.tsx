import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard as Course } from '../../domain/academy.ts';
import { CARD_SIZES, cardImage } from '../../domain/card-images.ts';
import { CourseCard } from '../features/academy/course-card.tsx';
import es from '../i18n/es.json';
import { showWholeLocale } from '../i18n/i18n.ts';
import { CourseCover } from './course-cover.tsx';

beforeAll(() => {
  showWholeLocale('es', es);
});

const STORED = '/api/files/course/1714000000000-0a1b2c3d_portada.png';

const course: Course = {
  id: 'c-1',
  name: 'Robótica',
  description: 'Un curso',
  institution: 'Escuela',
  modality: 'free',
  imageUrl: STORED,
  bannerUrl: STORED,
  backgroundColor: '#ffffff',
  moduleCount: 3,
  isPublished: true,
  isRemote: false,
  block: false,
  hasAccess: true,
} as Course;

/** The attributes of the first `<img>` in some markup. */
const imgOf = (html: string) => {
  const tag = /<img [^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
};

describe('card images', () => {
  it('lists the WebP copies of a stored image by width, with the sizes the card shows at', () => {
    expect(cardImage(STORED, CARD_SIZES.guide)).toEqual({
      src: '/api/images/640/course/1714000000000-0a1b2c3d_portada.png',
      srcSet:
        '/api/images/320/course/1714000000000-0a1b2c3d_portada.png 320w, ' +
        '/api/images/640/course/1714000000000-0a1b2c3d_portada.png 640w, ' +
        '/api/images/960/course/1714000000000-0a1b2c3d_portada.png 960w',
      sizes: CARD_SIZES.guide,
    });
  });

  it('keeps an image that is not stored with us as it is', () => {
    expect(cardImage('https://example.com/a.png', CARD_SIZES.guide)).toEqual({
      src: 'https://example.com/a.png',
    });
  });

  it("a course card's <img> has srcset and sizes; a banner keeps its original", () => {
    const card = renderToStaticMarkup(
      <MantineProvider>
        <MemoryRouter initialEntries={['/es/academy']}>
          <Routes>
            <Route path="/:lang/academy" element={<CourseCard course={course} />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    const img = imgOf(card);
    expect(img.srcSet).toContain('/api/images/320/course/1714000000000-0a1b2c3d_portada.png 320w');
    expect(img.srcSet).toContain(' 960w');
    expect(img.sizes).toBe(CARD_SIZES.course);
    expect(img.src).toMatch(/^\/api\/images\/640\//);

    const banner = imgOf(renderToStaticMarkup(<CourseCover imageUrl={STORED} />));
    expect(banner.src).toBe(STORED);
    expect(banner.srcSet).toBeUndefined();
  });
});
