import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { identityFor, type OidcProviderHandle, startOidcProvider } from './support/oidc.ts';
import { fetchMe } from './support/session.ts';
import { t } from './support/texts.ts';

const PROVIDER_NAME = 'Identidad Escolar';
let provider: OidcProviderHandle | undefined;

// The provider needs Chispa's callback URL, and Chispa discovers the provider when it starts:
// pick Chispa's port, start the provider, then the server with the OIDC_* settings.
const journey = setUpJourney({
  env: async ({ url }) => {
    provider = await startOidcProvider({ redirectUri: `${url}/api/auth/callback/oidc` });
    return {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: PROVIDER_NAME,
    };
  },
});

afterAll(async () => {
  await provider?.stop();
});

const providerButton = (page: Page) =>
  page.getByRole('link', { name: t('auth.continueWith', { provider: PROVIDER_NAME }), exact: true });

const isAtProvider = (page: Page) => new URL(page.url()).origin === provider?.issuer;

/** Login page → provider button → the provider's own login form. */
const goToProvider = async (page: Page) => {
  await page.goto('/es/principal-page/login');
  await providerButton(page).click();
  await page.waitForURL((url) => url.origin === provider?.issuer && url.pathname.startsWith('/interaction/'));
  await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
};

/** The provider's dev pages: any login name (the password is ignored), then consent. */
const signInAtProvider = async (page: Page, login: string) => {
  await goToProvider(page);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('ignored');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('heading', { name: 'Authorize' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
};

describe('sign in with an OpenID Connect provider', () => {
  let firstUserId: string | undefined;

  it('offers the provider by name on the login and register pages', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/login');
    await providerButton(page).waitFor();
    expect(await providerButton(page).getAttribute('href')).toContain('/api/session/oidc?');

    await page.goto('/es/principal-page/register');
    await providerButton(page).waitFor();
  });

  it("signs in through the provider's pages and lands on home as that person", async () => {
    const { page } = journey;
    const maria = identityFor('maria');
    await signInAtProvider(page, 'maria');

    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name: maria.name }) }).waitFor();

    const { status, me } = await fetchMe(page);
    expect(status).toBe(200);
    expect(me?.user).toMatchObject({ email: maria.email, name: maria.name });
    expect(me?.roles.student).toBe(true);
    firstUserId = me?.user.id;
    expect(firstUserId).toBeTruthy();
  });

  it('signs the same person in again as the same user, not a duplicate', async () => {
    const { page } = journey;
    expect(firstUserId, 'the previous test signed maria in').toBeTruthy();
    await signInAtProvider(page, 'maria');

    await waitForPath(page, '/es/home');
    const { me } = await fetchMe(page);
    expect(me?.user.id).toBe(firstUserId);
    expect(me?.user.email).toBe(identityFor('maria').email);
  });

  it('keeps different people apart', async () => {
    const { page } = journey;
    const joao = identityFor('joao');
    await signInAtProvider(page, 'joao');

    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name: joao.name }) }).waitFor();
    const { me } = await fetchMe(page);
    expect(me?.user.email).toBe(joao.email);
    expect(me?.user.id).not.toBe(firstUserId);
  });

  it('returns to the login page with the popup-closed message when the person cancels at the provider', async () => {
    const { page } = journey;
    await goToProvider(page);
    expect(isAtProvider(page)).toBe(true);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await waitForPath(page, '/es/principal-page/login?error=POPUP_CLOSED');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('auth.login.providerFailed', { provider: PROVIDER_NAME }) });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t('errors.POPUP_CLOSED'));
    expect((await fetchMe(page)).status).toBe(401);

    // Closing the alert clears the error from the URL, so a reload does not show it again.
    await alert.getByRole('button', { name: t('common.close') }).click();
    await waitForPath(page, '/es/principal-page/login');
    expect(new URL(page.url()).search).toBe('');
  });

  it('cancelling from the register page comes back to the register page', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/register');
    await providerButton(page).click();
    await page.waitForURL((url) => url.origin === provider?.issuer);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await waitForPath(page, '/es/principal-page/register?error=POPUP_CLOSED');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('auth.register.providerFailed', { provider: PROVIDER_NAME }) });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t('errors.POPUP_CLOSED'));
  });
});
