import type { Knex } from 'knex';
import { createMailOutbox, type MailOutbox, type OutgoingMail } from '../../src/lib/mail-outbox';
import { createSignUpStore, type SignUp } from '../../src/lib/newsletter-signups';
import { schemaDb } from '../support/schema-db';

let knex: Knex;
let outbox: MailOutbox;
let ids = 0;
const createId = () => `doc${(ids += 1)}`;
const confirmationMail = (email: string, locale: string): OutgoingMail => ({
  kind: 'newsletter-confirmation',
  locale,
  to: email,
  subject: `confirm (${locale})`,
  text: 'link',
});
const storeWith = (resendAfterMs?: number) =>
  createSignUpStore({
    knex,
    table: 'subscribers',
    outbox,
    outboxTable: 'outgoing_emails',
    confirmationMail,
    createId,
    resendAfterMs,
  });
const signUp = (email: string, locale: SignUp['locale'] = 'en'): SignUp => ({ email, pageUri: '/insight/', locale });
const queued = () => knex('outgoing_emails').select('recipient', 'subject').orderBy('id');

beforeEach(async () => {
  knex = await schemaDb('subscriber', 'outgoing-email');
  outbox = createMailOutbox({
    knex,
    table: 'outgoing_emails',
    createId,
    send: async () => undefined,
    log: { info: () => undefined, error: () => undefined },
  });
});
afterEach(() => knex.destroy());

describe('newsletter sign-ups', () => {
  it('stores a sign-up with its language, page and consent time, and queues one confirmation e-mail', async () => {
    expect(await storeWith().signUp(signUp('ada@example.com', 'de'))).toBe('created');
    const [row] = await knex('subscribers').select('*');
    expect(row).toMatchObject({ email: 'ada@example.com', language: 'de', page_uri: '/insight/', confirmed_at: null });
    expect(row.consent_at).toEqual(expect.any(Number));
    expect(row.document_id).toMatch(/^doc\d+$/);
    expect(await queued()).toEqual([{ recipient: 'ada@example.com', subject: 'confirm (de)' }]);
  });

  it('leaves one row and one e-mail for 50 parallel sign-ups of one address, and answers all of them', async () => {
    const store = storeWith();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => store.signUp(signUp('burst@example.com'))));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'pending')).toHaveLength(49);
    expect(await knex('subscribers').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await queued()).toHaveLength(1);
  });

  it('writes a burst of different addresses in a few transactions instead of one per sign-up', async () => {
    const inserts: string[] = [];
    knex.on('query', (q: { sql: string }) => {
      if (/^insert into `subscribers`/i.test(q.sql)) inserts.push(q.sql);
    });
    const store = storeWith();
    const emails = Array.from({ length: 100 }, (_, i) => `reader${i}@example.com`);
    const outcomes = await Promise.all(emails.map((e) => store.signUp(signUp(e))));
    expect(outcomes).toEqual(Array(100).fill('created'));
    expect(await knex('subscribers').count({ n: '*' })).toEqual([{ n: 100 }]);
    expect(await queued()).toHaveLength(100);
    expect(inserts.length).toBeLessThanOrEqual(2);
  });

  it('re-sends the confirmation to an unconfirmed address that signs up again after the resend interval', async () => {
    const store = storeWith(50);
    await store.signUp(signUp('again@example.com', 'en'));
    expect(await store.signUp(signUp('again@example.com', 'de'))).toBe('pending');
    expect(await queued()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(await store.signUp({ email: 'again@example.com', pageUri: '/de/kontakt/', locale: 'de' })).toBe('resent');
    expect(await knex('subscribers').select('language', 'page_uri')).toEqual([
      { language: 'de', page_uri: '/de/kontakt/' },
    ]);
    expect(await queued()).toEqual([
      { recipient: 'again@example.com', subject: 'confirm (en)' },
      { recipient: 'again@example.com', subject: 'confirm (de)' },
    ]);
    expect(await knex('subscribers').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('sends nothing to an address that is already confirmed', async () => {
    const store = storeWith(0);
    await store.signUp(signUp('done@example.com'));
    await knex('subscribers').update({ confirmed_at: new Date() });
    expect(await store.signUp(signUp('done@example.com', 'de'))).toBe('confirmed');
    expect(await queued()).toHaveLength(1);
    expect(await knex('subscribers').select('language')).toEqual([{ language: 'en' }]);
  });

  it('stores nothing for a sign-up whose confirmation the outbox holds back (a flood for one domain)', async () => {
    outbox = createMailOutbox({
      knex,
      table: 'outgoing_emails',
      createId,
      // The mail server is down: every mail stays waiting.
      send: async () => {
        throw new Error('421 service not available');
      },
      log: { info: () => undefined, error: () => undefined },
      limits: { perAddress: 3, perDomain: 2 },
    });
    const store = storeWith(0);
    const outcomes = await Promise.all(['a', 'b', 'c'].map((name) => store.signUp(signUp(`${name}@flood.example`))));
    expect(outcomes).toEqual(['created', 'created', 'held']);
    expect(await store.signUp(signUp('ada@example.com'))).toBe('created');
    expect((await knex('subscribers').select('email').orderBy('id')).map((r) => r.email)).toEqual([
      'a@flood.example',
      'b@flood.example',
      'ada@example.com',
    ]);
    // A repeated, held sign-up of an unconfirmed address leaves its row as it was.
    await knex('outgoing_emails')
      .where({ recipient: 'b@flood.example' })
      .update({ created_at: new Date(0) });
    expect(await store.signUp(signUp('b@flood.example', 'de'))).toBe('held');
    expect(await knex('subscribers').where({ email: 'b@flood.example' }).first('language')).toEqual({ language: 'en' });
    expect((await queued()).map((m) => m.recipient)).toEqual(['a@flood.example', 'b@flood.example', 'ada@example.com']);
  });

  it('answers every sign-up of a failed write with the error and stores nothing of it', async () => {
    await knex.schema.dropTable('outgoing_emails');
    const store = storeWith();
    const results = await Promise.allSettled([
      store.signUp(signUp('a@example.com')),
      store.signUp(signUp('b@example.com')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await knex('subscribers').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
