import { randomBytes } from 'crypto';
import type { Page } from '@playwright/test';

/** The CMS's form routes: each has a rate limit per client address; the newsletter bounds mail per domain. */
const FORM_ROUTES = /\/api\/(contact|newsletter|token-deployments)(\?|$)/;

/**
 * A visitor of the test's own, so a test that posts a form does not depend on the tests before it: its form
 * requests reach the test CMS with a client address of their own (the test CMS trusts one `X-Forwarded-For` hop,
 * scripts/test.mjs), so they fill no other test's rate-limit bucket, and `email()` gives addresses of a mail domain
 * no other test uses. With a route on the page, Playwright answers CORS preflights itself; the CMS's CORS answers
 * are tested in tests/cms/security.integration.test.ts and tests/deploy/cms-proxy.integration.test.ts.
 */
export async function ownVisitor(page: Page) {
  const id = randomBytes(8);
  const address = `10.${id[0]}.${id[1]}.${(id[2]! % 254) + 1}`;
  const domain = `e${id.subarray(3).toString('hex')}.example.com`;
  await page.route(FORM_ROUTES, async (route) =>
    route.continue({ headers: { ...(await route.request().allHeaders()), 'x-forwarded-for': address } }),
  );
  return { address, email: (name: string) => `${name}@${domain}` };
}
