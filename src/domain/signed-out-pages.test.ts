import { describe, expect, it } from 'vitest';
import { isSignedOutPagePath, langOfSignedOutPath, lightPageOf } from './signed-out-pages.ts';

describe('signed-out pages', () => {
  it('are the root, /{lang} and the guest pages (the class sign-in too), nothing else', () => {
    for (const path of [
      '/',
      '/es',
      '/pt/',
      '/en/principal-page',
      '/es/principal-page/login',
      '/pt/principal-page/register/',
      '/es/principal-page/class',
    ]) {
      expect(isSignedOutPagePath(path), path).toBe(true);
    }
    for (const path of ['/fr', '/es/home', '/es/principal-page/other', '/api/me', '/principal-page']) {
      expect(isSignedOutPagePath(path), path).toBe(false);
    }
  });

  it('get the light page preloading their language, the root the plain one', () => {
    expect(lightPageOf(langOfSignedOutPath('/pt/principal-page/login'))).toBe('light-pt.html');
    expect(lightPageOf(langOfSignedOutPath('/en'))).toBe('light-en.html');
    expect(lightPageOf(langOfSignedOutPath('/'))).toBe('light.html');
    expect(lightPageOf(langOfSignedOutPath('/fr/principal-page'))).toBe('light.html');
  });
});
