/**
 * The public form endpoints against the real CMS, database and a real SMTP server on loopback:
 * nothing a visitor submits is lost, nothing bad gets in, no bad input causes a 5xx. Each test posts from its own
 * client address with addresses of its own mail domain (support/visitor.ts), and finds its rows and mails by them.
 */
import { contactSchema, newsletterSchema } from '@app/validation';
import { openDb } from '../support/db';
import deCommon from '../../locales/de/common.json';
import deEmails from '../../locales/de/emails.json';
import deForms from '../../locales/de/forms.json';
import enForms from '../../locales/en/forms.json';
import { adminToken, request } from '../support/cms';
import { capturedMails, refuseMail, waitForMail } from '../support/mail';
import { mailDomain, mailbox, visitorHeaders } from '../support/visitor';
import { PURGE_CHECK, RETENTION_CHECK } from '../support/edits';
import { waitFor } from '../support/wait';
import { escapeRegExp, siteText } from '../support/catalogues';

const CMS_URL = process.env.CMS_URL!;
const db = openDb();
afterAll(() => db.close());
const count = async (sql: string, ...params: unknown[]) => (await db.get<{ n: number }>(sql, ...params))!.n;

/** A valid contact request from the running test's own address. */
const contactRequest = () => ({
  name: 'Ada',
  lastName: 'Lovelace',
  email: mailbox('ada.lovelace'),
  country: 'DE',
  phone: '06131 555 0199',
  website: 'https://analytical.example.com',
  message: 'We would like to tokenize a residential building in Mainz.',
  topic: 'fundraising',
  locale: 'en',
  pageUri: '/sto/',
});

const raw = (method: string, path: string, body: string, contentType = 'application/json') =>
  fetch(`${CMS_URL}${path}`, { method, headers: { 'Content-Type': contentType, ...visitorHeaders() }, body });

describe('POST /api/contact', () => {
  it('stores the message with the phone in E.164, notifies the company and answers with the success text', async () => {
    const contact = contactRequest();
    const answer = await request('POST', '/api/contact', { body: contact });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe(siteText('en', 'common:forms.contactSuccess'));
    const row = await db.get('SELECT * FROM contact_messages WHERE email = ?', contact.email);
    expect(row).toMatchObject({
      name: 'Ada',
      last_name: 'Lovelace',
      phone: '+4961315550199',
      country: 'DE',
      topic: 'fundraising',
      language: 'en',
    });
    const mail = await waitForMail('hello@kastell-labs.example', (m) => m.text.includes(contact.email));
    expect(mail.text).toMatch(
      new RegExp(
        `^Subject: ${escapeRegExp(siteText('en', 'emails:contactNotification.subject', { name: 'Ada Lovelace' }))}`,
        'm',
      ),
    );
    expect(mail.text).toMatch(new RegExp(`^Reply-To: ${contact.email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail.text).toContain('tokenize a residential building');
    // The notification went through the outbox: kept with its delivery time for the editors.
    const outgoing = await waitFor(
      () => db.get("SELECT * FROM outgoing_emails WHERE kind = 'contact-notification' AND reply_to = ?", contact.email),
      (row) => row?.sent_at != null,
    );
    expect(outgoing).toMatchObject({ recipient: 'hello@kastell-labs.example', attempts: 1, last_error: null });
  });

  it('keeps the message and its notification when the mail server is down, and tells the editors why', async () => {
    const email = mailbox('outage');
    const restore = refuseMail(email);
    try {
      const started = Date.now();
      const answer = await request('POST', '/api/contact', {
        body: { ...contactRequest(), email, message: 'Sent while the mail server was down.' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.message).toBe(siteText('en', 'common:forms.contactSuccess'));
      expect(Date.now() - started).toBeLessThan(5_000); // nobody waits for SMTP
      expect(await db.get('SELECT message FROM contact_messages WHERE email = ?', email)).toEqual({
        message: 'Sent while the mail server was down.',
      });
      const queued = await waitFor(
        () => db.get("SELECT * FROM outgoing_emails WHERE kind = 'contact-notification' AND reply_to = ?", email),
        (row) => row?.last_error != null,
      );
      expect(queued).toMatchObject({ attempts: 1, sent_at: null });
      expect(String(queued!.last_error)).toMatch(/451/);
      expect(Number(queued!.next_attempt_at)).toBeGreaterThan(Date.now()); // retried later, not dropped
    } finally {
      restore();
    }
  });

  it('answers in German with one message per invalid field and stores nothing', async () => {
    const pageUri = ownPage();
    const answer = await request('POST', '/api/contact', {
      body: { locale: 'de', email: 'kein-mail', country: 'DE', phone: '123', pageUri },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(siteText('de', 'common:forms.invalidData'));
    const byField = Object.fromEntries(
      answer.body.error.details.errors.map((e: { path: string[]; message: string }) => [e.path[0], e.message]),
    );
    expect(Object.keys(byField).sort()).toEqual(['email', 'lastName', 'message', 'name', 'phone']);
    expect(byField.phone).toBe(siteText('de', 'validation:messages.phone'));
    expect(byField.name).toMatch(new RegExp(escapeRegExp(deForms.contact.fields.name)));
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages WHERE page_uri = ?', pageUri)).toBe(0);
  });

  it('rejects a phone number that is not valid for the chosen country', async () => {
    const answer = await request('POST', '/api/contact', { body: { ...contactRequest(), country: 'US' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.errors).toEqual([expect.objectContaining({ path: ['phone'] })]);
  });

  it("sends the visitor's words as inert text: the HTML part escapes links, pixels and scripts", async () => {
    const hostile =
      'See <a href="https://evil.example/login">our offer</a> <img src="https://tracker.example/p.gif" width="1"> <script>alert(document.cookie)</script>';
    const email = mailbox('eve');
    const answer = await request('POST', '/api/contact', {
      body: { ...contactRequest(), name: 'Eve <b>', email, message: hostile },
    });
    expect(answer.status).toBe(201);
    const mail = await waitForMail('hello@kastell-labs.example', (m) => m.text.includes(email));
    expect(mail.plain).toContain(hostile);
    expect(mail.html).toBeDefined();
    expect(mail.html).not.toMatch(/<a[\s>]|<img|<script|<b>/i);
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example/login&quot;&gt;our offer&lt;/a&gt;');
    expect(mail.html).toContain('&lt;img src=&quot;https://tracker.example/p.gif&quot;');
    expect(mail.html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(mail.html).toContain('Eve &lt;b&gt;');
  });

  it('pretends success to a bot that fills the honeypot, and stores nothing', async () => {
    const email = mailbox('bot');
    const answer = await request('POST', '/api/contact', {
      body: { ...contactRequest(), email, nickname: 'x' },
    });
    expect(answer.status).toBe(201);
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?', email)).toBe(0);
  });
});

describe('POST /api/newsletter', () => {
  it('is idempotent under a burst of 50 parallel sign-ups of the same address', async () => {
    const email = mailbox('burst');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request('POST', '/api/newsletter', {
          body: { email: i % 2 ? email : email.toUpperCase(), pageUri: '/insight/', locale: 'de' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    // Double opt-in: "almost done, check your inbox", not "subscribed".
    expect(answers[0]!.body.data.message).toBe(deCommon.forms.newsletterCheckInbox);
    expect(answers[0]!.body.data.message).toMatch(/^Fast geschafft: Bitte bestätigen Sie/);
    const rows = await db.all('SELECT * FROM subscribers WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'de', page_uri: '/insight/', confirmed_at: null });
    expect(rows[0]!.consent_at).not.toBeNull();
    await waitForMail(email);
    expect(capturedMails().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('rejects unknown keys and invalid addresses with 400', async () => {
    const unknown = await request('POST', '/api/newsletter', {
      body: { email: mailbox('x'), pageUri: '/', admin: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.errors[0].path).toEqual(['admin']);
    const bad = await request('POST', '/api/newsletter', { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0]).toMatchObject({
      path: ['email'],
      message: 'E-mail must be a valid e-mail address.',
    });
  });

  it('leaves an unconfirmed sign-up older than 7 days and a recent one for the purge on the next boot', async () => {
    // tests/build/purge.integration.test.ts looks for these two after the CMS restart (PURGE_CHECK).
    const insert = (documentId: string, email: string, at: Date) =>
      db.run(
        'INSERT INTO subscribers (document_id, email, language, page_uri, consent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        documentId,
        email,
        'en',
        '/',
        at,
        at,
        at,
      );
    await insert('purgecheckstale000000000', PURGE_CHECK.stale, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    await insert('purgecheckrecent00000000', PURGE_CHECK.recent, new Date(Date.now() - 60 * 60 * 1000));
    for (const email of Object.values(PURGE_CHECK)) {
      expect(await count('SELECT COUNT(*) AS n FROM subscribers WHERE email = ?', email)).toBe(1);
    }
  });

  it('leaves a contact message and a token report past their retention, and recent ones, for the next boot', async () => {
    // tests/build/purge.integration.test.ts looks for these after the CMS restart (RETENTION_CHECK).
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    const contact = (documentId: string, email: string, at: Date) =>
      db.run(
        'INSERT INTO contact_messages (document_id, name, last_name, email, message, language, page_uri, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        documentId,
        'Ada',
        'Lovelace',
        email,
        'An enquiry to be kept as long as the policy says.',
        'en',
        '/',
        at,
        at,
      );
    const report = (documentId: string, email: string, confirmedAt: Date, txHash: string) =>
      db.run(
        'INSERT INTO token_deployments (document_id, email, language, chain_id, contract_address, tx_hash, owner, token_type, name, symbol, decimals, supply, confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        documentId,
        email,
        'en',
        11155111,
        `0x${'3'.repeat(40)}`,
        txHash,
        `0x${'4'.repeat(40)}`,
        'fixed',
        'Retention Check',
        'RTC',
        2,
        '100',
        confirmedAt,
        confirmedAt,
        confirmedAt,
      );
    await contact('retentioncontactstale000', RETENTION_CHECK.staleContact, days(181));
    await contact('retentioncontactrecent00', RETENTION_CHECK.recentContact, days(179));
    await report('retentionreportstale0000', RETENTION_CHECK.staleReport, days(91), `0x${'5'.repeat(64)}`);
    await report('retentionreportrecent000', RETENTION_CHECK.recentReport, days(89), `0x${'6'.repeat(64)}`);
    expect(
      await count('SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ?', '%@purge-check.example.com'),
    ).toBe(2);
    expect(
      await count('SELECT COUNT(*) AS n FROM token_deployments WHERE email LIKE ?', '%@purge-check.example.com'),
    ).toBe(2);
  });
});

/** A page address only the running test sends (`pageUri`), to find the rows a request of it may have left. */
const ownPage = () => `/sto/?visitor=${mailDomain()}`;

/** Rows and e-mails the running test's requests left: by its mail domain, or by its own page address. */
async function ownRows() {
  const domain = `%@${mailDomain()}`;
  return {
    contactMessages: await count(
      'SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ? OR page_uri = ?',
      domain,
      ownPage(),
    ),
    subscribers: await count(
      'SELECT COUNT(*) AS n FROM subscribers WHERE email LIKE ? OR page_uri = ?',
      domain,
      ownPage(),
    ),
    outgoingEmails: await count(
      'SELECT COUNT(*) AS n FROM outgoing_emails WHERE recipient LIKE ? OR reply_to LIKE ?',
      domain,
      domain,
    ),
  };
}

/** A value of the wrong shape for a form field, or a string one character over the field's bound. */
const HOSTILE_SHAPES: Array<[string, (max: number) => unknown]> = [
  ['a list', () => ['a@example.com', 'b@example.com']],
  ['an object', () => ({ $ne: '' })],
  ['a number', () => 12345],
  ['a boolean', () => true],
  ['null', () => null],
  ['an oversize string', (max) => 'x'.repeat(max + 1)],
];

/** The `max:` bound of a field's shared rules. */
const maxOf = (rules: unknown) =>
  Number(/max:(\d+)/.exec(JSON.stringify(rules))?.[1] ?? (rules as { max?: number }).max);

/** A valid newsletter sign-up from the running test's own address and page. */
const newsletterRequest = () => ({ email: mailbox('shape-check'), pageUri: ownPage(), locale: 'en', nickname: '' });
const FORMS = [
  {
    path: '/api/contact',
    valid: () => ({ ...contactRequest(), pageUri: ownPage(), nickname: '' }),
    schema: contactSchema,
    labels: enForms.contact.fields,
  },
  { path: '/api/newsletter', valid: newsletterRequest, schema: newsletterSchema, labels: enForms.newsletter.fields },
] as const;
const CASES = FORMS.flatMap((form) =>
  Object.keys(form.schema).flatMap((field) =>
    HOSTILE_SHAPES.map(([shape, make]) => [form.path, field, shape, form, make] as const),
  ),
);

describe('every field of both forms is a string of bounded length, or 400', () => {
  it('covers every field of both forms', () => {
    expect(new Set(CASES.map(([path, field]) => `${path} ${field}`)).size).toBe(
      Object.keys(contactSchema).length + Object.keys(newsletterSchema).length,
    );
  });

  it.each(CASES)('%s: %s as %s → 400 naming the field; nothing stored, no mail', async (_p, field, _s, form, make) => {
    const value = make(maxOf(form.schema[field as keyof typeof form.schema]));
    const answer = await request('POST', form.path, { body: { ...form.valid(), [field]: value } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      data: null,
      error: expect.objectContaining({
        status: 400,
        name: 'ValidationError',
        message: siteText('en', 'common:forms.invalidData'),
      }),
    });
    const label = form.labels[field as keyof typeof form.labels];
    expect(answer.body.error.details.errors).toEqual([
      { path: [field], message: expect.stringContaining(label), name: 'ValidationError' },
    ]);
    expect(await ownRows()).toEqual({ contactMessages: 0, subscribers: 0, outgoingEmails: 0 });
  });

  it('names the problem: one address, text, a bound', async () => {
    const errorsFor = async (path: string, body: Record<string, unknown>) =>
      (await request('POST', path, { body })).body.error.details.errors.map((e: { message: string }) => e.message);
    const newsletter = newsletterRequest();
    const contact = contactRequest();
    // The field labels are the catalogue's, the sentences validation.json's `{_field_}` templates.
    expect(await errorsFor('/api/newsletter', { ...newsletter, email: [mailbox('a'), mailbox('b')] })).toEqual([
      `${enForms.newsletter.fields.email} must be text.`,
    ]);
    expect(await errorsFor('/api/newsletter', { ...newsletter, email: `${mailbox('a')},${mailbox('b')}` })).toEqual([
      `${enForms.newsletter.fields.email} must be a valid e-mail address.`,
    ]);
    expect(await errorsFor('/api/contact', { ...contact, name: 12345 })).toEqual([
      `${enForms.contact.fields.name} must be text.`,
    ]);
    expect(await errorsFor('/api/contact', { ...contact, message: 'x'.repeat(5001) })).toEqual([
      `${enForms.contact.fields.message} must not be longer than 5000 characters.`,
    ]);
    expect(await errorsFor('/api/contact', { ...contact, locale: 'de', name: null })).toEqual([
      `${deForms.contact.fields.name} ist ein Pflichtfeld.`,
    ]);
  });
});

/** What the probe sent: a line break and a header line in a one-line field. */
const FORGED = 'Tester\r\nBcc: victim@example.com';

describe('one-line fields refuse line breaks and control characters', () => {
  const ONE_LINE_CASES = FORMS.flatMap((form) =>
    Object.keys(form.schema)
      .filter((field) => !/multiline/.test(JSON.stringify(form.schema[field as keyof typeof form.schema])))
      .map((field) => [form.path, field, form] as const),
  );

  it('every field of both forms but the contact message is one line', () => {
    expect(ONE_LINE_CASES.map(([path, field]) => `${path} ${field}`)).not.toContain('/api/contact message');
    expect(ONE_LINE_CASES).toHaveLength(Object.keys(contactSchema).length - 1 + Object.keys(newsletterSchema).length);
  });

  it.each(ONE_LINE_CASES)(
    '%s: %s with CRLF and a header line → 400 naming it, in English and German',
    async (_p, field, form) => {
      const before = await ownRows();
      for (const locale of ['en', 'de'] as const) {
        const answer = await request('POST', form.path, { body: { ...form.valid(), locale, [field]: FORGED } });
        expect(answer.status).toBe(400);
        // A forged language field names no language: its error is in English.
        const language = field === 'locale' ? 'en' : locale;
        const forms = language === 'en' ? enForms : deForms;
        const labels = forms[form.path === '/api/contact' ? 'contact' : 'newsletter'].fields as Record<string, string>;
        const message =
          language === 'en'
            ? `${labels[field]} must be one line, without line breaks or control characters.`
            : `${labels[field]} muss eine einzelne Zeile sein, ohne Zeilenumbrüche oder Steuerzeichen.`;
        expect(answer.body.error.details.errors).toEqual([{ path: [field], message, name: 'ValidationError' }]);
      }
      expect(await ownRows()).toEqual(before);
    },
  );

  it('the notification quotes the message line by line: no line a visitor writes reads as one of ours', async () => {
    const email = mailbox('multi-line');
    const message = 'Please call me back.\r\nBcc: victim@example.com\nEmail: someone-else@example.com';
    const answer = await request('POST', '/api/contact', { body: { ...contactRequest(), email, message } });
    expect(answer.status).toBe(201);
    const mail = await waitForMail('hello@kastell-labs.example', (m) => m.text.includes(email));
    const lines = mail.plain!.split(/\r?\n/);
    expect(lines).toContain('> Bcc: victim@example.com');
    expect(lines.filter((line) => /^(Bcc|E-mail):/.test(line))).toEqual([`E-mail: ${email}`]);
    expect(mail.header('bcc')).toBeUndefined();
  });
});

describe('an editor in the admin', () => {
  it('sees the sign-ups and the e-mails sent for them in the Content Manager', async () => {
    const email = mailbox('signed-up');
    const signUp = await request('POST', '/api/newsletter', { body: { email, pageUri: '/insight/', locale: 'de' } });
    expect(signUp.status).toBe(200);
    await waitFor(
      () => db.get('SELECT sent_at FROM outgoing_emails WHERE recipient = ?', email),
      (row) => row?.sent_at != null,
    );
    const token = await adminToken();
    const cm = '/content-manager/collection-types';
    const subscribers = await request(
      'GET',
      `${cm}/api::subscriber.subscriber?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`,
      { token },
    );
    expect(subscribers.status).toBe(200);
    expect(subscribers.body.results).toEqual([expect.objectContaining({ email, language: 'de' })]);
    const one = await request('GET', `${cm}/api::subscriber.subscriber/${subscribers.body.results[0].documentId}`, {
      token,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ email, pageUri: '/insight/' });

    const mails = await request(
      'GET',
      `${cm}/api::outgoing-email.outgoing-email?filters[$and][0][recipient][$eq]=${encodeURIComponent(email)}`,
      { token },
    );
    expect(mails.status).toBe(200);
    expect(mails.body.results).toEqual([
      expect.objectContaining({
        kind: 'newsletter-confirmation',
        subject: deEmails.newsletterConfirm.subject,
        sentAt: expect.any(String),
      }),
    ]);
  });
});

describe('bad input never causes a server error', () => {
  it.each([
    ['malformed JSON', () => raw('POST', '/api/newsletter', '{"email": ')],
    ['a JSON array', () => raw('POST', '/api/newsletter', '[1,2]')],
    ['a JSON string', () => raw('POST', '/api/contact', '"hello"')],
    ['form-encoded data', () => raw('POST', '/api/contact', 'name=x', 'application/x-www-form-urlencoded')],
    [
      'a body over 16 KB',
      () => raw('POST', '/api/contact', JSON.stringify({ ...contactRequest(), message: 'x'.repeat(20_000) })),
    ],
    [
      'numbers instead of text',
      () => raw('POST', '/api/contact', JSON.stringify({ ...contactRequest(), name: 42, email: ['a'] })),
    ],
  ])('%s → 4xx with the standard error body', async (_label, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = await response.json();
    expect(body).toEqual({
      data: null,
      error: expect.objectContaining({ status: response.status, message: expect.any(String) }),
    });
  });

  it('subscribers, contact messages and outgoing e-mails are never publicly readable', async () => {
    const paths = [
      '/api/subscribers',
      '/api/contact-messages',
      '/api/outgoing-emails',
      '/api/newsletter',
      '/api/contact',
    ];
    for (const path of paths) {
      expect((await fetch(`${CMS_URL}${path}`)).status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with the standard error body once an address sends too many requests', async () => {
    let response: Response | undefined;
    for (let i = 0; i < 200; i += 1) {
      response = await raw('POST', '/api/contact', JSON.stringify({ locale: 'en' }));
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    expect(response!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response!.json()).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    });
  });
});
