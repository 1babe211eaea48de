/**
 * POST /api/token-deployments against the real CMS, database and SMTP capture: a deployment reported by
 * the token generator is stored privately; the address gets a confirmation request with none of the
 * visitor's words, and the details only after it confirmed; bad input never gets in and never
 * causes a 5xx.
 */
import deToken from '../../locales/de/token.json';
import enToken from '../../locales/en/token.json';
import { MAX_UNCONFIRMED_TOKEN_REPORTS as MAX_PENDING } from '../../cms/src/lib/signed-link';
import { adminToken, request } from '../support/cms';
import { openDb } from '../support/db';
import { capturedMails, waitForMail, type CapturedMail } from '../support/mail';
import { mailbox, visitorHeaders } from '../support/visitor';
import { waitFor } from '../support/wait';
import { siteText } from '../support/catalogues';

/** The line of the German deployment mail (`token:mail.body`) that shows `placeholder`, filled with `value`. */
function germanMailLine(placeholder: string, value: string): string {
  const line = deToken.mail.body.split('\n').find((l) => l.includes(`{{${placeholder}}}`));
  if (line === undefined) throw new Error(`token:mail.body has no line with {{${placeholder}}}`);
  return line.replace(`{{${placeholder}}}`, value);
}

const CMS_URL = process.env.CMS_URL!;
const PATH = '/api/token-deployments';
const db = openDb();
afterAll(() => db.close());

let serial = 0;
/** This run's mark in addresses and hashes: the database may hold an earlier run's reports. */
const RUN = Date.now().toString(16);
/** A fresh, valid report (a new transaction hash each time), from an address of the running test's own domain. */
function report(changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: mailbox(`owner-${serial}`),
    locale: 'de',
    chainId: 11155111,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    txHash: `0x${`${RUN}${serial.toString(16).padStart(4, '0')}`.padStart(64, 'c')}`,
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    tokenType: 'capped',
    name: 'Mainzer Gutschein',
    symbol: 'MZG',
    decimals: '2',
    supply: '1000000',
    cap: '2000000',
    ...changes,
  };
}

const raw = (body: string, contentType = 'application/json', path = PATH) =>
  fetch(`${CMS_URL}${path}`, { method: 'POST', headers: { 'Content-Type': contentType, ...visitorHeaders() }, body });
const rows = (txHash: string) => db.all('SELECT * FROM token_deployments WHERE tx_hash = ?', txHash);
const count = async (where = '', ...params: unknown[]) =>
  Number((await db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM token_deployments ${where}`, ...params))!.n);
const fieldsOf = (body: { error: { details: { errors: Array<{ path: string[]; message: string }> } } }) =>
  Object.fromEntries(body.error.details.errors.map((e) => [e.path[0], e.message]));

/** The confirmation link in a confirmation request. */
function confirmLink(mail: CapturedMail): string {
  const found = /^(http:\/\/\S+\/api\/token-deployments\/confirm\?\S+)$/m.exec(mail.plain ?? '');
  if (!found) throw new Error(`no confirmation link in ${mail.plain}`);
  return found[1]!;
}
const press = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
const mailsTo = (email: string) => capturedMails().filter((m) => m.to.includes(email));
const detailsQueued = async (email: string) =>
  Number(
    (await db.get<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM outgoing_emails WHERE kind = 'token-deployment' AND recipient = ?",
      email,
    ))!.n,
  );

describe('POST /api/token-deployments', () => {
  it('stores the report unconfirmed and asks the address to confirm, with none of the visitor’s words', async () => {
    // What the probe sent: someone else's address and a message of the sender's choosing as the token name.
    const victim = mailbox('victim');
    const body = report({ email: victim, locale: 'en', name: 'Claim Your Prize At evil.example' });
    const answer = await request('POST', PATH, { body });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe(enToken.accepted);
    expect(await rows(body.txHash)).toEqual([
      expect.objectContaining({
        email: victim,
        name: 'Claim Your Prize At evil.example',
        confirmed_at: null,
      }),
    ]);
    const mail = await waitForMail(victim, (m) => m.text.includes(enToken.confirmMail.subject));
    for (const visitorText of ['Claim', 'evil.example', 'MZG', body.contractAddress, body.txHash, body.owner]) {
      expect([visitorText, mail.text.includes(visitorText)]).toEqual([visitorText, false]);
    }
    expect(mail.plain).toContain('on Sepolia'); // the network's name is ours
    expect(confirmLink(mail)).toContain(`${CMS_URL}/api/token-deployments/confirm?`);
    // Its one link is clickable (our words only); nothing about the token is sent until the address confirms.
    expect(mail.html).toContain(`<a href="${confirmLink(mail).replace(/&/g, '&amp;')}">`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await detailsQueued(victim)).toBe(0);
    expect(mailsTo(victim)).toHaveLength(1);
  });

  it('the link shows a button and changes nothing; the button confirms, and the details follow once, in German', async () => {
    const body = report();
    expect((await request('POST', PATH, { body })).status).toBe(201);
    const request1 = await waitForMail(body.email);
    expect(request1.text).toContain(`Subject: ${deToken.confirmMail.subject}`);
    const link = confirmLink(request1);

    const opened = await fetch(link); // what a mail scanner does
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain(`<h1>${deToken.confirmPage.confirm.title}</h1>`);
    expect(page).toContain(`<button type="submit">${deToken.confirmPage.confirm.button}</button>`);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await rows(body.txHash))[0]).toMatchObject({ confirmed_at: null });

    const confirmed = await press(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`<h1>${deToken.confirmPage.confirmed.title}</h1>`);
    expect((await rows(body.txHash))[0]!.confirmed_at).not.toBeNull();
    const subject = `Subject: ${siteText('de', 'token:mail.subject', { symbol: 'MZG' })}`;
    const mail = await waitForMail(body.email, (m) => m.text.includes(subject));
    expect(mail.text).toContain(germanMailLine('name', 'Mainzer Gutschein'));
    expect(mail.text).toContain(germanMailLine('owner', body.owner));
    expect(mail.text).toContain(germanMailLine('type', deToken.types.capped.title));
    expect(mail.text).toContain(germanMailLine('address', body.contractAddress));
    expect(mail.text).toContain(`https://sepolia.etherscan.io/address/${body.contractAddress}`);
    expect(mail.text).toContain(`https://sepolia.etherscan.io/tx/${body.txHash}`);
    const outgoing = await waitFor(
      () => db.get("SELECT * FROM outgoing_emails WHERE kind = 'token-deployment' AND recipient = ?", body.email),
      (row) => row?.sent_at != null,
    );
    expect(outgoing).toMatchObject({ attempts: 1, last_error: null });

    // A second click, or two at once: nothing more.
    expect((await Promise.all([press(link), press(link)])).map((r) => r.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await detailsQueued(body.email)).toBe(1);
    expect(mailsTo(body.email)).toHaveLength(2);
  });

  it('a forged, altered or expired link confirms nothing', async () => {
    const body = report({ locale: 'en' });
    expect((await request('POST', PATH, { body })).status).toBe(201);
    const link = new URL(confirmLink(await waitForMail(body.email)));
    const other = report({ locale: 'en' });
    expect((await request('POST', PATH, { body: other })).status).toBe(201);
    const otherRef = new URL(confirmLink(await waitForMail(other.email))).searchParams.get('ref')!;
    const altered = (name: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(name, value);
      return url.href;
    };
    for (const forged of [
      altered('ref', otherRef), // another report with this link's signature
      altered('email', other.email),
      altered('expires', String(Date.now() + 60_000)),
      altered('signature', 'x'.repeat(43)),
      `${CMS_URL}/api/token-deployments/confirm`,
    ]) {
      const answer = await press(forged);
      expect([forged, answer.status]).toEqual([forged, 400]);
      expect(await answer.text()).toContain(enToken.confirmPage.invalid.title);
    }
    expect((await rows(body.txHash))[0]).toMatchObject({ confirmed_at: null });
    expect((await rows(other.txHash))[0]).toMatchObject({ confirmed_at: null });
    expect(await detailsQueued(body.email)).toBe(0);
  });

  it('one report per transaction and address: a repeat (reload, retry, burst) stores one row and sends one request', async () => {
    const body = report({ locale: 'en', tokenType: 'fixed', cap: '' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request('POST', PATH, { body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await rows(body.txHash)).toHaveLength(1);
    expect((await rows(body.txHash))[0]).toMatchObject({ cap: '', language: 'en' });
    await waitForMail(body.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(body.email)).toHaveLength(1);
  });

  it('whoever reports a transaction first does not own it: another address gets its own request', async () => {
    const first = report({ locale: 'en' });
    const second = { ...first, email: `second-${first.email}` };
    expect((await request('POST', PATH, { body: first })).status).toBe(201);
    expect((await request('POST', PATH, { body: second })).status).toBe(201);
    expect((await rows(first.txHash)).map((r) => r.email).sort()).toEqual([first.email, second.email].sort());
    const mail = await waitForMail(second.email);
    expect(confirmLink(mail)).toContain('/api/token-deployments/confirm?');
  });

  it(`an address takes at most ${MAX_PENDING} unconfirmed reports (429 in the visitor's language)`, async () => {
    const email = mailbox('pending');
    for (let i = 0; i < MAX_PENDING; i += 1) {
      expect((await request('POST', PATH, { body: report({ email, locale: 'de' }) })).status).toBe(201);
    }
    const refused = await request('POST', PATH, { body: report({ email, locale: 'de' }) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      status: 429,
      name: 'RateLimitError',
      message: deToken.api.tooManyPending,
    });
    expect(await count('WHERE email = ?', email)).toBe(MAX_PENDING);
  });

  it('answers in German with one message per invalid field and stores nothing', async () => {
    const body = report({
      name: '<script>alert(1)</script>',
      symbol: 'TOOLONGSYMBOL',
      decimals: '16',
      email: 'kein-mail',
      chainId: 137,
      contractAddress: '0x123',
      txHash: 'javascript:alert(1)',
    });
    const answer = await request('POST', PATH, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(siteText('de', 'common:forms.invalidData'));
    // The field labels are the catalogue's, the sentences validation.json's `{_field_}` templates.
    const labels = deToken.fields;
    expect(fieldsOf(answer.body)).toEqual({
      name: `${labels.name.label} ist ungültig.`,
      symbol: `${labels.symbol.label} darf höchstens 11 Zeichen lang sein.`,
      decimals: `${labels.decimals.label} muss zwischen 0 und 15 liegen.`,
      email: `${labels.email.name} muss eine gültige E-Mail-Adresse sein.`,
      chainId: deToken.api.network,
      contractAddress: deToken.api.address,
      txHash: deToken.api.transaction,
    });
    expect(await count('WHERE email = ?', 'kein-mail')).toBe(0);
  });

  it('refuses line breaks in its one-line fields with the shared message, in German and English', async () => {
    const forged = 'Mainz\r\nBcc: victim@example.com';
    const german = await request('POST', PATH, {
      body: report({ name: forged, email: `a@b.example\r\nBcc: x@y.example` }),
    });
    expect(german.status).toBe(400);
    expect(fieldsOf(german.body)).toEqual({
      name: `${deToken.fields.name.label} muss eine einzelne Zeile sein, ohne Zeilenumbrüche oder Steuerzeichen.`,
      email: `${deToken.fields.email.name} muss eine einzelne Zeile sein, ohne Zeilenumbrüche oder Steuerzeichen.`,
    });
    const english = await request('POST', PATH, { body: report({ locale: 'en', symbol: 'MZ\u0000G' }) });
    expect(fieldsOf(english.body)).toEqual({
      symbol: `${enToken.fields.symbol.label} must be one line, without line breaks or control characters.`,
    });
    expect(await count('WHERE name = ?', forged)).toBe(0);
  });

  it('checks the amounts with the shared rules: positive, fitting a uint256, cap not below supply', async () => {
    const tooLarge = await request('POST', PATH, {
      body: report({ locale: 'en', decimals: '15', supply: '9'.repeat(70), cap: '9'.repeat(70) }),
    });
    expect(fieldsOf(tooLarge.body)).toEqual({
      supply: enToken.errors.tooLarge,
      cap: enToken.errors.tooLarge,
    });
    const below = await request('POST', PATH, { body: report({ locale: 'en', supply: '10', cap: '9' }) });
    expect(fieldsOf(below.body)).toEqual({ cap: enToken.errors.capBelowSupply });
    const zero = await request('POST', PATH, { body: report({ locale: 'en', supply: '0' }) });
    expect(fieldsOf(zero.body)).toEqual({ supply: enToken.errors.notPositive });
    const noMail = await request('POST', PATH, { body: report({ locale: 'en', email: '' }) });
    expect(fieldsOf(noMail.body)).toEqual({ email: `${enToken.fields.email.name} is required.` });
  });

  it.each([
    ['an unknown key', () => raw(JSON.stringify({ ...report(), admin: true }))],
    ['a chain id as text', () => raw(JSON.stringify(report({ chainId: '11155111' })))],
    ['a list as name', () => raw(JSON.stringify(report({ name: ['Mainz'] })))],
    ['an object as supply', () => raw(JSON.stringify(report({ supply: { $gt: 0 } })))],
    ['null as symbol', () => raw(JSON.stringify(report({ symbol: null })))],
    ['malformed JSON', () => raw('{"email": ')],
    ['a JSON array', () => raw('[1,2]')],
    ['form-encoded data', () => raw('email=x%40example.com', 'application/x-www-form-urlencoded')],
    ['a body over 16 KB', () => raw(JSON.stringify(report({ name: 'x'.repeat(20_000) })))],
  ])('%s → 4xx with the standard error body, nothing stored', async (_label, send) => {
    const before = await count();
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toEqual({
      data: null,
      error: expect.objectContaining({ status: response.status, message: expect.any(String) }),
    });
    expect(await count()).toBe(before);
  });

  it('is never readable through the public API', async () => {
    for (const path of [PATH, `${PATH}/1`, '/API/Token-Deployments', `${PATH}?status=draft`, '/api/token-deployment']) {
      const response = await fetch(`${CMS_URL}${path}`);
      expect([path, response.status >= 400]).toEqual([path, true]);
      expect(await response.text()).not.toContain('Mainzer Gutschein');
    }
  });

  it('an editor finds the deployment in the Content Manager', async () => {
    const body = report({ email: mailbox('editor-view') });
    expect((await request('POST', PATH, { body })).status).toBe(201);
    const token = await adminToken();
    const list = await request(
      'GET',
      `/content-manager/collection-types/api::token-deployment.token-deployment?filters[$and][0][email][$eq]=${encodeURIComponent(body.email)}`,
      { token },
    );
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([
      expect.objectContaining({ symbol: 'MZG', txHash: body.txHash, network: 'Sepolia' }),
    ]);
  });

  it('is rate limited per address (429 with the standard error body)', async () => {
    let response: Response | undefined;
    for (let i = 0; i < 200; i += 1) {
      response = await raw(JSON.stringify({ locale: 'en' }));
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    expect(response!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await response!.json()).error).toMatchObject({ status: 429, name: 'RateLimitError' });
  });
});
