import type { Page } from '@playwright/test';

/**
 * GET /v1/user answers the server's real user with `extra` merged in (attributes merged one
 * level deeper), for states the server has no data for yet: businesses (the business API
 * answers 501), an SSO domain, a weak password.
 */
export async function userWith(page: Page, extra: () => Record<string, unknown>) {
  await page.route('**/v1/user', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    try {
      const real = await route.fetch();
      const user = await real.json();
      const added = extra();
      const attributes = { ...user.attributes, ...(added.attributes as object) };
      await route.fulfill({ response: real, json: { ...user, ...added, attributes } });
    } catch {
      // The page went on (a navigation cancelled the call): nothing to answer.
    }
  });
}
