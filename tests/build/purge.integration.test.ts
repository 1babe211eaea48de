/**
 * After the CMS restart, the boot ran every retention job of `cms/src/lib/retention.ts`: what is past its period is
 * gone, what is within it is kept (rows the cms phase left: tests/cms/forms.integration.test.ts).
 */
import { openDb } from '../support/db';
import { PURGE_CHECK, RETENTION_CHECK } from '../support/edits';

const emailsOf = async (table: string) => {
  const db = openDb();
  try {
    return (await db.all<{ email: string }>(`SELECT email FROM ${table}`)).map((r) => r.email);
  } finally {
    await db.close();
  }
};

test('the boot purged the stale unconfirmed sign-up and kept the recent one', async () => {
  const emails = await emailsOf('subscribers');
  expect(emails).not.toContain(PURGE_CHECK.stale);
  expect(emails).toContain(PURGE_CHECK.recent);
});

test('the boot deleted the contact message older than 180 days and kept the younger one', async () => {
  const emails = await emailsOf('contact_messages');
  expect(emails).not.toContain(RETENTION_CHECK.staleContact);
  expect(emails).toContain(RETENTION_CHECK.recentContact);
});

test('the boot deleted the token report confirmed over 90 days ago and kept the younger one', async () => {
  const emails = await emailsOf('token_deployments');
  expect(emails).not.toContain(RETENTION_CHECK.staleReport);
  expect(emails).toContain(RETENTION_CHECK.recentReport);
});
