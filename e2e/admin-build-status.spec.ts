/**
 * The "Website" widget on the admin's home page in Chromium: what an editor reads about the
 * website while a change is built, after a failed build, and when the rebuild service cannot be asked. The
 * widget's own request (`GET /admin/site-build/status`) is answered by the test, so each state is shown on
 * purpose; everything else is the real admin.
 */
import { expect, test } from '@playwright/test';
import { CMS_URL, adminToken } from '../tests/support/cms';
import { logInToAdmin, useAdminLanguage } from './support/admin';

const STATUS = `${CMS_URL}/admin/site-build/status`;
const since = '2026-11-26T09:05:00.000Z';

/** Replies in the CMS's shape (cms/src/lib/site-build-status.ts). */
const urls = { siteUrl: 'http://localhost:9', previewUrl: 'http://localhost:8' };
const building = {
  configured: true,
  reachable: true,
  ...urls,
  status: {
    state: 'building',
    queued: true,
    live: { since, builtFrom: since },
    current: { startedAt: since },
    lastBuild: { startedAt: since, finishedAt: since, result: 'success', reason: null },
  },
};
const failed = {
  configured: true,
  reachable: true,
  ...urls,
  status: {
    state: 'idle',
    queued: false,
    live: { since, builtFrom: since },
    current: null,
    lastBuild: {
      startedAt: since,
      finishedAt: since,
      result: 'failed',
      reason: { kind: 'cms-unreachable', lines: [] },
    },
  },
};

// The editor's account exists (the first admin, registered on a fresh test CMS).
test.beforeAll(async () => {
  await adminToken();
});

// One login for all states: Strapi allows five admin logins per address and e-mail in five minutes.
test('the editor reads the website state in English and in German', async ({ page }) => {
  let reply: unknown = building;
  await page.route(STATUS, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reply) }),
  );
  await logInToAdmin(page);

  await test.step('English: live since, building the change, one more waiting', async () => {
    await expect(page.getByText(/^Live since \d{1,2}:\d{2}/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Building your change…')).toBeVisible();
    await expect(page.getByText('Another change is waiting and goes live right after this build.')).toBeVisible();
  });

  await test.step('German: a failed build says why and that the website keeps the previous version', async () => {
    reply = failed;
    await useAdminLanguage(page, 'de');
    await page.reload();
    await expect(page.getByText(/^Online seit \d{1,2}:\d{2}/)).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        'Nicht veröffentlicht: Die letzte Aktualisierung der Website wurde abgebrochen. Die Website zeigt weiterhin den bisherigen Stand.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Die Website-Erstellung hat das CMS nicht erreicht.')).toBeVisible();
    await expect(page.getByText('Building your change…')).toHaveCount(0);
  });

  await test.step('the real status route: no rebuild service listens during this run', async () => {
    await page.unroute(STATUS);
    await page.reload();
    await expect(page.getByText(/^Der Build-Status ist gerade nicht abrufbar \(.+\)\.$/)).toBeVisible({
      timeout: 15_000,
    });
  });
});
