/** After the CMS restart: unconfirmed sign-ups older than 7 days are gone, recent ones are kept. */
import { openDb } from '../support/db';

test('the boot purged the stale unconfirmed sign-up and kept the recent one', async () => {
  const db = openDb();
  try {
    const emails = (await db.all<{ email: string }>('SELECT email FROM subscribers')).map((r) => r.email);
    expect(emails).not.toContain('stale@example.com');
    expect(emails).toContain('burst@example.com');
  } finally {
    await db.close();
  }
});
