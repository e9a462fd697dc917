import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants.ts';
import { webManifestOf } from './web-manifests.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const textsOf = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../i18n/${locale}.json`), 'utf8'));

describe('the web manifests', () => {
  it('install the app at the root, standalone, described in each language', () => {
    const manifests = LOCALES.map((locale) => webManifestOf(locale, textsOf(locale)));
    for (const [index, manifest] of manifests.entries()) {
      expect(manifest).toMatchObject({
        lang: LOCALES[index],
        name: 'Chispa',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0a2a6b',
      });
      expect(manifest.description.length).toBeGreaterThan(20);
    }
    expect(new Set(manifests.map((manifest) => manifest.description)).size).toBe(LOCALES.length);
  });

  it('name icons that exist at the sizes they claim, one of them maskable', async () => {
    const { icons } = webManifestOf('es', textsOf('es'));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const { width, height, format } = await sharp(path.join(PUBLIC, icon.src)).metadata();
      expect(`${width}x${height} ${format}`, icon.src).toBe(`${icon.sizes} png`);
    }
  });
});
