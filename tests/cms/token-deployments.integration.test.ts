/**
 * POST /api/token-deployments against the real CMS, database and SMTP capture: a deployment reported by
 * the token generator is stored privately and its owner gets the details by e-mail; bad input never gets
 * in and never causes a 5xx.
 */
import { randomBytes } from 'crypto';
import deToken from '../../locales/de/token.json';
import { adminToken, request } from '../support/cms';
import { openDb } from '../support/db';
import { capturedMails, waitForMail } from '../support/mail';
import { mailbox, visitorHeaders } from '../support/visitor';
import { waitFor } from '../support/wait';

const CMS_URL = process.env.CMS_URL!;
const PATH = '/api/token-deployments';
const db = openDb();
afterAll(() => db.close());

let serial = 0;
/** A fresh, valid report (a new transaction hash each time), from an address of the running test's own domain. */
function report(changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: mailbox(`owner-${serial}`),
    locale: 'de',
    chainId: 11155111,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    txHash: `0x${randomBytes(32).toString('hex')}`,
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

describe('POST /api/token-deployments', () => {
  it('stores the deployment privately and e-mails the details in the visitor’s language', async () => {
    const body = report();
    const answer = await request('POST', PATH, { body });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe(deToken.accepted);
    expect(await rows(body.txHash)).toEqual([
      expect.objectContaining({
        email: body.email,
        language: 'de',
        chain_id: 11155111,
        network: 'Sepolia',
        contract_address: body.contractAddress,
        owner: body.owner,
        token_type: 'capped',
        name: 'Mainzer Gutschein',
        symbol: 'MZG',
        decimals: 2,
        supply: '1000000',
        cap: '2000000',
      }),
    ]);
    const mail = await waitForMail(body.email);
    expect(mail.text).toContain('Subject: Ihr Token MZG ist veröffentlicht');
    expect(mail.text).toContain('Typ: Gedeckelt');
    expect(mail.text).toContain(`Vertragsadresse: ${body.contractAddress}`);
    expect(mail.text).toContain(`https://sepolia.etherscan.io/address/${body.contractAddress}`);
    expect(mail.text).toContain(`https://sepolia.etherscan.io/tx/${body.txHash}`);
    const outgoing = await waitFor(
      () => db.get("SELECT * FROM outgoing_emails WHERE kind = 'token-deployment' AND recipient = ?", body.email),
      (row) => row?.sent_at != null,
    );
    expect(outgoing).toMatchObject({ attempts: 1, last_error: null });
  });

  it('a repeated report of the same transaction (reload, retry, burst) stores one row and sends one e-mail', async () => {
    const body = report({ locale: 'en', tokenType: 'fixed', cap: '' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request('POST', PATH, { body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await rows(body.txHash)).toHaveLength(1);
    expect((await rows(body.txHash))[0]).toMatchObject({ cap: '', language: 'en' });
    await waitForMail(body.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(capturedMails().filter((m) => m.to.includes(body.email))).toHaveLength(1);
    expect(capturedMails().find((m) => m.to.includes(body.email))!.text).toContain('Type: Fixed supply');
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
    expect(answer.body.error.message).toBe('Die übermittelten Daten sind ungültig');
    expect(fieldsOf(answer.body)).toEqual({
      name: 'Token-Name ist ungültig.',
      symbol: 'Token-Symbol darf höchstens 11 Zeichen lang sein.',
      decimals: 'Dezimalstellen muss zwischen 0 und 15 liegen.',
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.',
      chainId: deToken.api.network,
      contractAddress: deToken.api.address,
      txHash: deToken.api.transaction,
    });
    expect(await count('WHERE email = ?', 'kein-mail')).toBe(0);
  });

  it('checks the amounts with the shared rules: positive, fitting a uint256, cap not below supply', async () => {
    const tooLarge = await request('POST', PATH, {
      body: report({ locale: 'en', decimals: '15', supply: '9'.repeat(70), cap: '9'.repeat(70) }),
    });
    expect(fieldsOf(tooLarge.body)).toEqual({
      supply: expect.stringMatching(/too large/),
      cap: expect.stringMatching(/too large/),
    });
    const below = await request('POST', PATH, { body: report({ locale: 'en', supply: '10', cap: '9' }) });
    expect(fieldsOf(below.body)).toEqual({ cap: 'The maximum supply must be at least the initial supply.' });
    const zero = await request('POST', PATH, { body: report({ locale: 'en', supply: '0' }) });
    expect(fieldsOf(zero.body)).toEqual({ supply: 'The amount must be at least 1.' });
    const noMail = await request('POST', PATH, { body: report({ locale: 'en', email: '' }) });
    expect(fieldsOf(noMail.body)).toEqual({ email: 'E-mail address is required.' });
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
