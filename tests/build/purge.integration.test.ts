/** After the CMS restart: unconfirmed sign-ups older than 7 days are gone, recent ones are kept. */
import { openDb } from '../support/db';

test('the boot purged the stale unconfirmed sign-up and kept the recent one', () => {
  const db = openDb();
  try {
    const emails = (db.prepare('SELECT email FROM subscribers').all() as Array<{ email: string }>).map((r) => r.email);
    expect(emails).not.toContain('stale@example.com');
    expect(emails).toContain('burst@example.com');
  } finally {
    db.close();
  }
});
