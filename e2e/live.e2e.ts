import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../test/postgres.ts';
import { bodyOf, newApiClient, signIn } from './support/api-client.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { startTwoServers, type TwoServers } from './support/two-servers.ts';

/**
 * Issue 9, Live: two server processes on one PostgreSQL server, as behind a load balancer. What is
 * published through one reaches a page served by the other, and the page's stream comes back by
 * itself after its server restarts.
 */
const postgresBin = findPostgresBin();
if (!postgresBin) {
  const message = 'PostgreSQL binaries not found (apt-get install -y postgresql): the live journey';
  if (process.env.CI) throw new Error(`${message} needs them in CI.`);
  console.warn(`\n  ⚠ ${message} is not run.\n`);
}

describe.runIf(postgresBin)('live events across two server processes', () => {
  let servers: TwoServers;
  // The browser talks to the second process; the first is "the other backend".
  const journey = setUpJourney({
    start: async () => {
      servers = await startTwoServers(postgresBin as string);
      return { ...servers.second, stop: servers.stop };
    },
  });

  /** A super admin using server A's API, while the student's page is served by server B. */
  let admin: APIRequestContext;
  beforeAll(async () => {
    admin = await newApiClient(servers.first.url);
    const { email, password } = DEMO_ACCOUNTS.superAdmin;
    await signIn(admin, email, password);
  });
  afterAll(async () => {
    await admin?.dispose();
  });

  const setPublished = async (id: string, isPublished: boolean) => {
    await bodyOf(await admin.put(`/api/guides/${id}/publication`, { data: { isPublished } }), 200);
  };

  const guideLink = (page: Page, id: string) => page.locator(`main a[href="/es/practical-guide/${id}"]`);

  /** The newest guide a student sees on recommended-projects, once the page shows it. */
  const openRecommended = async (page: Page) => {
    await page.goto('/es/recommended-projects');
    const first = page.locator('main a[href^="/es/practical-guide/"]').first();
    await first.waitFor();
    const href = (await first.getAttribute('href')) ?? '';
    return href.slice('/es/practical-guide/'.length);
  };

  it("a guide unpublished elsewhere leaves a student's open list, and comes back when republished", async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const id = await openRecommended(page);
    expect(id).toMatch(/^practical_/);

    // Unpublished through the other process: the list, cached for 10 minutes (spec §9), follows.
    await setPublished(id, false);
    await guideLink(page, id).waitFor({ state: 'detached', timeout: 10_000 });

    await setPublished(id, true);
    await guideLink(page, id).waitFor({ timeout: 10_000 });
  });

  it('the stream comes back by itself after its server restarts, and hears events again', async () => {
    const { page, context, server } = journey;
    await signInThroughApi(context, 'student');
    const id = await openRecommended(page);

    // Back up, the server no longer knows the page's last event id: it says resync, and the page
    // fetches its guides again. That answer shows the stream is open once more.
    const refetched = page.waitForResponse((response) => response.url().includes('/api/guides'), {
      timeout: 45_000,
    });
    await server.restart();
    await refetched;

    await setPublished(id, false);
    await guideLink(page, id).waitFor({ state: 'detached', timeout: 10_000 });
    await setPublished(id, true);
    await guideLink(page, id).waitFor({ timeout: 10_000 });
  });
});
