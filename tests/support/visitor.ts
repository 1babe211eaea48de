import { createHash, randomBytes } from 'crypto';

/**
 * What a test owns on the shared test CMS, so that its result does not depend on the tests that ran before it or
 * beside it:
 * - its own client address, hence its own rate-limit bucket on every form route: scripts/test.mjs starts the test
 *   CMS with IS_PROXIED=true, trusting one `X-Forwarded-For` hop as production trusts cms-proxy, and `request()`
 *   (support/cms.ts) sends the test's address with every request;
 * - its own mail domain, hence its own count of newsletter e-mail waiting per domain and per address
 *   (MAIL_MAX_WAITING_PER_DOMAIN), and rows and mails a test can find by their address alone.
 * Both come from the test file's run and the running jest test's name: the same throughout a test (its hooks
 * included), different for every other test, and different again when the file runs another time. Outside jest
 * (Playwright imports support/cms.ts too) they are one per process; e2e/support/visitor.ts gives each browser test
 * its own.
 */
const RUN = randomBytes(6).toString('hex');

type TestState = { testPath?: string; currentTestName?: string };
/** jest's state of the running test; empty outside jest. */
const testState = (): TestState =>
  (globalThis as { expect?: { getState?: () => TestState } }).expect?.getState?.() ?? {};

function digest(): Buffer {
  const { testPath = '', currentTestName = '' } = testState();
  return createHash('sha256').update(`${RUN}\0${testPath}\0${currentTestName}`).digest();
}

/** The running test's client address (in 10.0.0.0/8, never a real visitor's). */
export function visitorAddress(): string {
  const [a = 0, b = 0, c = 0] = digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

/** The header that gives a request the running test's client address. */
export function visitorHeaders(): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': visitorAddress() };
}

/** The running test's own mail domain, e.g. `t3f9a0c1d2e.example.com`. */
export function mailDomain(): string {
  return `t${digest().toString('hex').slice(0, 10)}.example.com`;
}

/** An address in the running test's own mail domain: `mailbox('ada')` → `ada@t3f9a0c1d2e.example.com`. */
export function mailbox(name: string): string {
  return `${name}@${mailDomain()}`;
}
