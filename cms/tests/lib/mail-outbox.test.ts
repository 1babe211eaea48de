import type { Knex } from 'knex';
import { createMailOutbox, type MailOutboxOptions, type OutgoingMail } from '../../src/lib/mail-outbox';
import { schemaDb } from '../support/schema-db';
import { waitFor } from '../../../tests/support/wait';

const TABLE = 'outgoing_emails';
const mail = (to: string, kind: OutgoingMail['kind'] = 'contact-notification'): OutgoingMail => ({
  kind,
  locale: 'en',
  to,
  replyTo: 'visitor@example.com',
  subject: `Hello ${to}`,
  text: 'Body',
});

let knex: Knex;
let ids = 0;
const logs: string[] = [];
const log = { info: (m: string) => logs.push(m), error: (m: string) => logs.push(m) };
const outboxWith = (send: MailOutboxOptions['send'], extra: Partial<MailOutboxOptions> = {}) =>
  createMailOutbox({ knex, table: TABLE, send, log, createId: () => `doc${(ids += 1)}`, perSecond: 1000, ...extra });
const rows = () => knex(TABLE).select('*').orderBy('id');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  knex = await schemaDb('outgoing-email');
  logs.length = 0;
});
afterEach(() => knex.destroy());

describe('mail outbox', () => {
  it('delivers a queued mail once and records when it was sent', async () => {
    const sent: OutgoingMail[] = [];
    const outbox = outboxWith(async (m) => void sent.push(m));
    await outbox.enqueue([mail('office@example.com')]);
    await outbox.drain();
    await outbox.drain();
    expect(sent).toEqual([mail('office@example.com')]);
    const [row] = await rows();
    expect(row).toMatchObject({ recipient: 'office@example.com', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(row.document_id).toMatch(/^doc\d+$/);
  });

  it('queues nothing when the transaction that wrote the data is rolled back', async () => {
    const sent: OutgoingMail[] = [];
    const outbox = outboxWith(async (m) => void sent.push(m));
    await expect(
      knex.transaction(async (trx) => {
        await outbox.enqueue([mail('office@example.com')], trx);
        throw new Error('the contact message could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    await outbox.drain();
    expect(sent).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('keeps a mail the SMTP server refused, with the error, and delivers it on a later attempt', async () => {
    let smtpUp = false;
    const sent: string[] = [];
    const outbox = outboxWith(
      async (m) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(m.to);
      },
      { retryDelaysMs: [300, 300] },
    );
    await outbox.enqueue([mail('office@example.com')]);
    await outbox.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(logs.join('\n')).toMatch(/attempt 1 of 3, will retry/);

    smtpUp = true;
    await outbox.drain(); // not due yet
    expect(sent).toEqual([]);
    await sleep(350);
    await outbox.drain();
    expect(sent).toEqual(['office@example.com']);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('gives a mail up after the last retry and keeps it with its error for the editors', async () => {
    let calls = 0;
    const outbox = outboxWith(
      async () => {
        calls += 1;
        throw new Error('550 mailbox unavailable');
      },
      { retryDelaysMs: [5] },
    );
    await outbox.enqueue([mail('nobody@example.com')]);
    for (let i = 0; i < 4; i += 1) {
      await outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(calls).toBe(2);
    const [row] = await rows();
    expect(row).toMatchObject({
      attempts: 2,
      sent_at: null,
      next_attempt_at: null,
      last_error: '550 mailbox unavailable',
    });
    expect(logs.join('\n')).toMatch(/given up after 2 attempts/);
  });

  it('sends a contact notification before a backlog of newsletter confirmations', async () => {
    const order: string[] = [];
    const outbox = outboxWith(async (m) => void order.push(m.to));
    await outbox.enqueue(['a', 'b', 'c'].map((n) => mail(`${n}@example.com`, 'newsletter-confirmation')));
    await outbox.enqueue([mail('office@example.com', 'contact-notification')]);
    await outbox.drain();
    expect(order).toEqual(['office@example.com', 'a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('hands mails to SMTP no faster than the configured rate', async () => {
    const at: number[] = [];
    const outbox = outboxWith(async () => void at.push(Date.now()), { perSecond: 20 });
    await outbox.enqueue(['a', 'b', 'c', 'd'].map((n) => mail(`${n}@example.com`)));
    await outbox.drain();
    expect(at).toHaveLength(4);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(45); // 20 per second = one per 50 ms
  });

  it('sends each mail once when two CMS processes deliver from the same table', async () => {
    const sent: string[] = [];
    const send = async (m: OutgoingMail) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(m.to);
    };
    const first = outboxWith(send);
    const second = outboxWith(send);
    const addresses = Array.from({ length: 30 }, (_, i) => `person${i}@example.com`);
    await first.enqueue(addresses.map((a) => mail(a)));
    await Promise.all([first.drain(), second.drain()]);
    expect(sent.sort()).toEqual([...addresses].sort());
  });

  it('keeps its lease while a slow send is in flight, so a second process does not send the mail again', async () => {
    const sent: string[] = [];
    let finishSlowSend: (() => void) | undefined;
    const slow = outboxWith(
      async (m) => {
        await new Promise<void>((resolve) => (finishSlowSend = resolve));
        sent.push(`slow ${m.to}`);
      },
      { leaseMs: 60 },
    );
    const other = outboxWith(async (m) => void sent.push(`other ${m.to}`), { leaseMs: 60 });
    await slow.enqueue([mail('office@example.com')]);
    const slowPass = slow.drain();
    await waitFor(
      () => finishSlowSend,
      (finish) => finish !== undefined,
    );
    await sleep(250); // four lease lengths: an unrenewed lease would have run out long ago
    await other.drain();
    finishSlowSend!();
    await slowPass;
    await other.drain();
    expect(sent).toEqual(['slow office@example.com']);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('records nothing over a mail another process took over after its lease ran out, and says so', async () => {
    const outbox = outboxWith(async (m) => {
      // While this process was frozen, its lease expired and another process claimed the mail (attempt 2).
      await knex(TABLE)
        .where({ recipient: m.to })
        .update({ attempts: 2, next_attempt_at: new Date(Date.now() + 60_000) });
    });
    await outbox.enqueue([mail('office@example.com')]);
    await outbox.drain();
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sent_at: null, last_error: null });
    expect(logs.join('\n')).toMatch(/lease lost during attempt 1; outcome not recorded/);
  });

  it('delivers on start what a previous process left unsent, including a mail whose claim expired', async () => {
    const now = Date.now();
    const old = new Date(now - 60_000);
    await knex(TABLE).insert([
      {
        document_id: 'x1',
        kind: 'contact-notification',
        recipient: 'left@example.com',
        subject: 's',
        body: 'b',
        attempts: 0,
        next_attempt_at: old,
        created_at: old,
      },
      // claimed by a process that crashed while sending: its lease ran out a second ago
      {
        document_id: 'x2',
        kind: 'contact-notification',
        recipient: 'crashed@example.com',
        subject: 's',
        body: 'b',
        attempts: 1,
        next_attempt_at: new Date(now - 1000),
        created_at: old,
      },
    ]);
    const sent: string[] = [];
    const outbox = outboxWith(async (m) => void sent.push(m.to));
    outbox.start();
    await outbox.drain(); // joins the pass start() began
    await outbox.stop();
    expect(sent.sort()).toEqual(['crashed@example.com', 'left@example.com']);
  });

  it('purges sent and given-up mails after the retention period and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const long = new Date(Date.now() - 20 * day);
    const recent = new Date(Date.now() - 2 * day);
    const base = { kind: 'contact-notification', subject: 's', body: 'b' };
    await knex(TABLE).insert([
      { ...base, recipient: 'old-sent@example.com', attempts: 1, sent_at: long, created_at: long },
      { ...base, recipient: 'old-given-up@example.com', attempts: 7, sent_at: null, created_at: long },
      {
        ...base,
        recipient: 'old-still-retrying@example.com',
        attempts: 3,
        sent_at: null,
        next_attempt_at: recent,
        created_at: long,
      },
      { ...base, recipient: 'recent-sent@example.com', attempts: 1, sent_at: recent, created_at: recent },
    ]);
    const outbox = outboxWith(async () => undefined);
    expect(await outbox.purge(14)).toBe(2);
    expect((await rows()).map((r) => r.recipient)).toEqual([
      'old-still-retrying@example.com',
      'recent-sent@example.com',
    ]);
  });
});

describe('mail outbox: headers', () => {
  it('keeps the headers of each mail until it is sent', async () => {
    const sent: OutgoingMail[] = [];
    const outbox = outboxWith(async (m) => void sent.push(m));
    const headers = {
      'List-Unsubscribe': '<https://cms.example/u?x=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await outbox.enqueue([
      { ...mail('reader@example.com', 'newsletter-confirmation'), headers },
      mail('office@example.com'),
    ]);
    await outbox.drain();
    expect(sent.map((m) => [m.to, m.headers])).toEqual([
      ['office@example.com', undefined],
      ['reader@example.com', headers],
    ]);
  });
});

describe('mail outbox: limits per address and per domain', () => {
  const confirmation = (to: string) => mail(to, 'newsletter-confirmation');

  it('holds back newsletter mail for an address that has enough waiting', async () => {
    const outbox = outboxWith(async () => undefined, { limits: { perAddress: 2, perDomain: 100 } });
    const first = await outbox.enqueue([confirmation('victim@example.com'), confirmation('victim@example.com')]);
    const more = await outbox.enqueue([confirmation('victim@example.com'), confirmation('other@example.com')]);
    expect(first.held).toEqual([]);
    expect(more.held.map((m) => m.to)).toEqual(['victim@example.com']);
    expect(more.queued.map((m) => m.to)).toEqual(['other@example.com']);
    expect((await rows()).map((r) => r.recipient)).toEqual([
      'victim@example.com',
      'victim@example.com',
      'other@example.com',
    ]);
    expect(logs.join('\n')).toMatch(/held back 1 e-mail/);
  });

  it('bounds a flood of sign-ups for one domain, so another visitor waits behind 100 mails, not 1,000', async () => {
    const outbox = outboxWith(async () => undefined, { limits: { perAddress: 3, perDomain: 100 } });
    const flood = Array.from({ length: 1000 }, (_, i) => confirmation(`bot${i}@Flood.example`));
    for (let i = 0; i < flood.length; i += 200) await outbox.enqueue(flood.slice(i, i + 200));
    const visitor = await outbox.enqueue([confirmation('ada@example.com')]);
    expect(visitor.queued).toHaveLength(1);
    const queued = await rows();
    expect(queued).toHaveLength(101);
    expect(queued.filter((r) => r.recipient_domain === 'flood.example')).toHaveLength(100);
    expect(queued.at(-1)).toMatchObject({ recipient: 'ada@example.com', recipient_domain: 'example.com' });
  });

  it('counts only mail still waiting: sent and given-up mail free the place', async () => {
    let fail = true;
    const outbox = outboxWith(
      async () => {
        if (fail) throw new Error('550 no such user');
      },
      { limits: { perAddress: 1, perDomain: 100 }, retryDelaysMs: [] },
    );
    await outbox.enqueue([confirmation('a@example.com')]);
    expect((await outbox.enqueue([confirmation('a@example.com')])).held).toHaveLength(1);
    await outbox.drain(); // the only attempt fails: given up
    expect((await outbox.enqueue([confirmation('a@example.com')])).queued).toHaveLength(1);
    fail = false;
    await outbox.drain(); // sent
    expect((await outbox.enqueue([confirmation('a@example.com')])).queued).toHaveLength(1);
  });

  it('never holds back a contact notification to the company', async () => {
    const outbox = outboxWith(async () => undefined, { limits: { perAddress: 1, perDomain: 1 } });
    const result = await outbox.enqueue(Array.from({ length: 5 }, () => mail('office@example.com')));
    expect(result).toEqual({ queued: expect.any(Array), held: [] });
    expect(await rows()).toHaveLength(5);
  });
});

describe('mail outbox: backlog alarm', () => {
  const alarm = (state: { waiting: number }): OutgoingMail => ({
    kind: 'mail-backlog-alarm',
    locale: 'en',
    to: 'office@example.com',
    subject: `Backlog: ${state.waiting}`,
    text: 'Mail is backing up.',
  });

  it('logs and mails the company once when too much mail is due, and sends that mail first', async () => {
    const sent: string[] = [];
    const alarmMail = jest.fn(async (state: { waiting: number }) => alarm(state));
    const outbox = outboxWith(async (m) => void sent.push(m.subject), { backlog: { alarmAt: 5, alarmMail } });
    await outbox.enqueue(
      Array.from({ length: 6 }, (_, i) => mail(`reader${i}@example.com`, 'newsletter-confirmation')),
    );

    expect(await outbox.checkBacklog()).toEqual({ waiting: 6, oldestDueAt: expect.any(Date) });
    await outbox.checkBacklog();
    expect(alarmMail).toHaveBeenCalledTimes(1);
    expect(logs.filter((l) => /backlog alarm: 6 e-mail\(s\) due/.test(l))).toHaveLength(1);

    await outbox.drain();
    expect(sent[0]).toBe('Backlog: 6');
    expect(sent).toHaveLength(7);
    expect(await outbox.checkBacklog()).toEqual({ waiting: 0, oldestDueAt: null });
    expect(logs.at(-1)).toMatch(/backlog cleared/);
  });

  it('raises the alarm when a due mail has waited too long, however short the queue', async () => {
    const alarmMail = jest.fn(async () => null);
    const outbox = outboxWith(async () => undefined, { backlog: { alarmAt: 1000, maxDelayMs: 5 * 60_000, alarmMail } });
    const longAgo = new Date(Date.now() - 6 * 60_000);
    await knex(TABLE).insert({
      document_id: 'x',
      kind: 'newsletter-confirmation',
      recipient: 'late@example.com',
      subject: 's',
      body: 'b',
      attempts: 0,
      next_attempt_at: longAgo,
      created_at: longAgo,
    });
    await outbox.checkBacklog();
    expect(alarmMail).toHaveBeenCalledWith({ waiting: 1, oldestDueAt: longAgo });
    expect(logs.join('\n')).toMatch(/backlog alarm: 1 e-mail\(s\) due, the oldest waiting for 6 minute\(s\)/);
  });

  it('does not mail the company again within the repeat interval, even from another CMS instance', async () => {
    const alarmMail = jest.fn(async (state: { waiting: number }) => alarm(state));
    const options = { backlog: { alarmAt: 2, alarmMail } };
    const first = outboxWith(async () => undefined, options);
    const second = outboxWith(async () => undefined, options);
    await first.enqueue([
      mail('a@example.com', 'newsletter-confirmation'),
      mail('b@example.com', 'newsletter-confirmation'),
    ]);
    await first.checkBacklog();
    await second.checkBacklog();
    expect(alarmMail).toHaveBeenCalledTimes(1);
    expect((await rows()).filter((r) => r.kind === 'mail-backlog-alarm')).toHaveLength(1);
  });
});
