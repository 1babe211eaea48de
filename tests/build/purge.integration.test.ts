/** After the CMS restart: unconfirmed sign-ups older than 7 days are gone, recent ones are kept. */
import { openDb } from '../support/db';
import { PURGE_CHECK } from '../support/edits';

test('the boot purged the stale unconfirmed sign-up and kept the recent one', async () => {
  const db = openDb();
  try {
    const emails = (await db.all<{ email: string }>('SELECT email FROM subscribers')).map((r) => r.email);
    expect(emails).not.toContain(PURGE_CHECK.stale);
    expect(emails).toContain(PURGE_CHECK.recent);
  } finally {
    await db.close();
  }
});
