import { describe, expect, it } from 'vitest';
import {
  fallbackPath,
  guardRedirect,
  isAcademyAreaPath,
  isGuestOnlyPath,
  isPublicPath,
  langOfPath,
  loginPath,
  oidcStartPath,
  resolveLangPath,
  safeNextPath,
  switchLangPath,
} from './paths.ts';

describe('resolveLangPath', () => {
  it('leaves a path with a supported locale alone', () => {
    expect(resolveLangPath('/es/home', 'pt')).toBeNull();
    expect(resolveLangPath('/pt', 'es')).toBeNull();
    expect(resolveLangPath('/en/principal-page/login?next=%2Fen%2Fhome', 'es')).toBeNull();
  });

  it('sends the root to the current locale', () => {
    expect(resolveLangPath('/', 'es')).toBe('/es');
    expect(resolveLangPath('', 'pt')).toBe('/pt');
    expect(resolveLangPath('/?a=1#x', 'en')).toBe('/en?a=1#x');
  });

  it('inserts the locale before a path without one, keeping the rest', () => {
    expect(resolveLangPath('/home', 'es')).toBe('/es/home');
    expect(resolveLangPath('/principal-page/login', 'pt')).toBe('/pt/principal-page/login');
    expect(resolveLangPath('/board/42?x=1#top', 'en')).toBe('/en/board/42?x=1#top');
  });

  it('replaces an unsupported language prefix with the current locale', () => {
    expect(resolveLangPath('/fr/home', 'es')).toBe('/es/home');
    expect(resolveLangPath('/de', 'pt')).toBe('/pt');
    expect(resolveLangPath('/zh-Hans/home?q=1', 'en')).toBe('/en/home?q=1');
  });

  it('keeps the language of a regional or upper-case tag we support', () => {
    expect(resolveLangPath('/pt-BR/home', 'es')).toBe('/pt/home');
    expect(resolveLangPath('/ES/home', 'en')).toBe('/es/home');
    expect(resolveLangPath('/es-419/home', 'pt')).toBe('/es/home');
  });
});

describe('switchLangPath', () => {
  it('replaces the language segment and keeps search and hash', () => {
    expect(switchLangPath('/es/home', 'pt')).toBe('/pt/home');
    expect(switchLangPath('/es/principal-page/login?next=%2Fes%2Fhome#f', 'en')).toBe(
      '/en/principal-page/login?next=%2Fes%2Fhome#f',
    );
    expect(switchLangPath('/pt', 'es')).toBe('/es');
  });

  it('adds the segment when the path has none', () => {
    expect(switchLangPath('/', 'en')).toBe('/en');
    expect(switchLangPath('/home', 'pt')).toBe('/pt/home');
  });
});

describe('page kinds', () => {
  it('knows the locale of a path', () => {
    expect(langOfPath('/pt/home')).toBe('pt');
    expect(langOfPath('/home')).toBeNull();
  });

  it('treats only landing, login, register and the class sign-in as public (spec §6, issue 27)', () => {
    for (const path of [
      '/es/principal-page',
      '/pt/principal-page/login',
      '/en/principal-page/register/',
      '/pt/principal-page/class',
    ]) {
      expect(isPublicPath(path)).toBe(true);
      expect(isGuestOnlyPath(path)).toBe(true);
    }
    for (const path of ['/es/home', '/es', '/es/principal-page/other', '/es/academy', '/principal-page']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('knows the pages where the profile menu hides its shortcuts', () => {
    for (const path of ['/es/home', '/es/academy', '/pt/groups', '/en/projects']) {
      expect(isAcademyAreaPath(path)).toBe(true);
    }
    expect(isAcademyAreaPath('/es/board/1')).toBe(false);
  });
});

describe('safeNextPath', () => {
  it('accepts same-site paths', () => {
    expect(safeNextPath('/es/home')).toBe('/es/home');
    expect(safeNextPath('/es/board/1?x=1#a')).toBe('/es/board/1?x=1#a');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      null,
      undefined,
      '',
      'es/home',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/ /x',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});

describe('guardRedirect', () => {
  it('sends a signed-in user from a guest-only page home, or to a safe next', () => {
    expect(guardRedirect({ pathname: '/es/principal-page', search: '', isSignedIn: true })).toBe('/es/home');
    expect(guardRedirect({ pathname: '/pt/principal-page/register', search: '', isSignedIn: true })).toBe(
      '/pt/home',
    );
    expect(
      guardRedirect({
        pathname: '/es/principal-page/login',
        search: '?next=%2Fes%2Fboard%2F3%3Fa%3D1',
        isSignedIn: true,
      }),
    ).toBe('/es/board/3?a=1');
    expect(
      guardRedirect({
        pathname: '/es/principal-page/login',
        search: '?next=%2F%2Fevil.example',
        isSignedIn: true,
      }),
    ).toBe('/es/home');
  });

  it('never loops back to a guest-only page through next', () => {
    const search = `?next=${encodeURIComponent('/es/principal-page/login')}`;
    expect(guardRedirect({ pathname: '/es/principal-page/login', search, isSignedIn: true })).toBe(
      '/es/home',
    );
  });

  it('sends the user who just signed out from a protected page to the landing page, not to login', () => {
    expect(
      guardRedirect({ pathname: '/es/home', search: '', isSignedIn: false, hasJustSignedOut: true }),
    ).toBe('/es/principal-page');
    expect(
      guardRedirect({
        pathname: '/es/principal-page',
        search: '',
        isSignedIn: false,
        hasJustSignedOut: true,
      }),
    ).toBeNull();
  });

  it('sends a signed-out user from a protected page to login with next', () => {
    expect(guardRedirect({ pathname: '/es/home', search: '', isSignedIn: false })).toBe(
      '/es/principal-page/login?next=%2Fes%2Fhome',
    );
    expect(guardRedirect({ pathname: '/en/board/5', search: '?tab=code', isSignedIn: false })).toBe(
      loginPath('en', '/en/board/5?tab=code'),
    );
  });

  it('lets everyone else through', () => {
    expect(guardRedirect({ pathname: '/es/principal-page/login', search: '', isSignedIn: false })).toBeNull();
    expect(guardRedirect({ pathname: '/es/home', search: '', isSignedIn: true })).toBeNull();
  });
});

describe('fallbackPath and loginPath', () => {
  it('sends root and unknown paths home or to the landing page', () => {
    expect(fallbackPath('es', true)).toBe('/es/home');
    expect(fallbackPath('pt', false)).toBe('/pt/principal-page');
  });

  it('builds the login path with an encoded next', () => {
    expect(loginPath('es')).toBe('/es/principal-page/login');
    expect(loginPath('es', '/es/home?a=1&b=2')).toBe(
      '/es/principal-page/login?next=%2Fes%2Fhome%3Fa%3D1%26b%3D2',
    );
  });
});

describe('oidcStartPath', () => {
  it('carries where to come back to and which page started it', () => {
    expect(oidcStartPath('/es/home', 'register')).toBe(
      '/api/session/oidc?returnTo=%2Fes%2Fhome&from=register',
    );
  });
});
